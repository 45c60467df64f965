import { Link, navigate } from "gatsby"
import type { RefObject } from "react"
import { localeHomePath } from "../../domain/routing"
import type { ShellFrameView } from "../../drupal/mappers/shell-frame"
import { Image } from "../ui/Image"
import { ArrowLeftIcon, ContactIcon, MenuIcon, SearchIcon } from "./icons"
import { inertWhen } from "./inert"
import { ShellLink } from "./ShellLink"
import { useShellText } from "./useShellText"

interface HeaderProps {
  shell: ShellFrameView
  menuOpen: boolean
  /** The id of the slide-in navigation the toggle controls. */
  navigationId: string
  toggleRef: RefObject<HTMLButtonElement>
  onOpenMenu: () => void
  /** The visitor points at or focuses the menu toggle: the menu's code can load now. */
  onMenuIntent?: () => void
}

/** Back to where the visitor came from; straight to the locale's home when the form page was the first page. */
function goBack(locale: string): void {
  if (window.history.length > 1) window.history.back()
  else void navigate(localeHomePath(locale))
}

/**
 * Logo, menu toggle, the search entry (the locale's search page) and the contact button that every
 * page shows. On a form page the toggle is a back button (history back) instead. On a narrow
 * screen the controls show their icons and keep their names for screen readers (shell.css), so
 * that the logo keeps its size whatever the length of the labels.
 */
export function Header({ shell, menuOpen, navigationId, toggleRef, onOpenMenu, onMenuIntent }: HeaderProps) {
  const text = useShellText(shell.site)
  const { site } = shell
  return (
    <header className="site-header" {...inertWhen(menuOpen)}>
      <div className="container site-header__inner">
        {shell.isFormPage ? (
          <button type="button" className="icon-button site-header__toggle" onClick={() => goBack(shell.locale)}>
            <ArrowLeftIcon />
            <span className="icon-button__label">{text("back")}</span>
          </button>
        ) : (
          <button
            ref={toggleRef}
            type="button"
            className="icon-button site-header__toggle"
            aria-expanded={menuOpen}
            aria-controls={navigationId}
            onClick={onOpenMenu}
            onPointerEnter={onMenuIntent}
            onFocus={onMenuIntent}
            onTouchStart={onMenuIntent}
          >
            <MenuIcon />
            <span className="icon-button__label">{text("menu")}</span>
          </button>
        )}
        <Link to={localeHomePath(shell.locale)} className="site-header__logo">
          {site.logo ? <Image image={{ ...site.logo, alt: site.brandName }} eager /> : site.brandName}
        </Link>
        {shell.searchPath && (
          <Link to={shell.searchPath} className="icon-button site-header__search">
            <SearchIcon />
            <span className="icon-button__label">{text("search")}</span>
          </Link>
        )}
        {site.contactLink && (
          <ShellLink to={site.contactLink.url} external={site.contactLink.external} className="button site-header__contact">
            <ContactIcon className="site-header__contact-icon" />
            <span className="site-header__contact-label">{site.contactLink.title || text("contact_us")}</span>
          </ShellLink>
        )}
      </div>
    </header>
  )
}
