import { useCallback, useEffect, useRef, useState, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import type { ShellView } from "../../drupal/mappers/shell"
import { ConsentBanner } from "../../features/consent/ConsentBanner"
import { Footer, type FooterSlots } from "./Footer"
import { Header } from "./Header"
import { inertWhen } from "./inert"
import { Navigation } from "./Navigation"

interface LayoutProps {
  shell: ShellView
  children: ReactNode
  /** Controls other features plug into the footer (newsletter sign-up, cookie settings). */
  footerSlots?: FooterSlots
}

const NAVIGATION_ID = "site-navigation"

/** The page shell: skip link, header, slide-in navigation, the page's content and the footer. */
export function Layout({ shell, children, footerSlots }: LayoutProps) {
  const { t } = useTranslation()
  const [menuOpen, setMenuOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const returnFocus = useRef(false)

  const closeMenu = useCallback(() => {
    returnFocus.current = true
    setMenuOpen(false)
  }, [])

  // The menu closes whenever the page or the locale changes.
  useEffect(() => {
    returnFocus.current = false
    setMenuOpen(false)
  }, [shell.path, shell.locale])

  useEffect(() => {
    if (menuOpen || !returnFocus.current) return
    returnFocus.current = false
    toggleRef.current?.focus()
  }, [menuOpen])

  return (
    <>
      <a className="skip-link" href="#main" {...inertWhen(menuOpen)}>
        {t("skip_to_content")}
      </a>
      <div {...inertWhen(menuOpen)}>
        <ConsentBanner />
      </div>
      <Header shell={shell} menuOpen={menuOpen} navigationId={NAVIGATION_ID} toggleRef={toggleRef} onOpenMenu={() => setMenuOpen(true)} />
      {!shell.isFormPage && <Navigation id={NAVIGATION_ID} shell={shell} open={menuOpen} onClose={closeMenu} />}
      <main id="main" tabIndex={-1} {...inertWhen(menuOpen)}>
        {children}
      </main>
      <Footer shell={shell} slots={footerSlots} inert={menuOpen} />
    </>
  )
}
