import { useCallback, useEffect, useMemo, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import type { MenuItemView } from "../../drupal/mappers/menus"
import type { ShellView } from "../../drupal/mappers/shell"
import { CloseIcon } from "./panel-icons"
import { inertWhen } from "./inert"
import { LanguageSwitcher } from "./LanguageSwitcher"
import { PhoneLinkedText } from "./PhoneLinkedText"
import { MenuList, type SubmenuState } from "./MainMenu"
import { ShellLink } from "./ShellLink"
import { useCloseOnOutsidePress, useDialogKeyboard, useMenuTransition, useScrollLock } from "./useMenuPanel"
import { useShellText } from "./useShellText"

export interface NavigationProps {
  id: string
  shell: ShellView
  open: boolean
  /** Closes the menu and gives focus back to the menu toggle. */
  onClose: () => void
}

const SWITCHER_ID = "switcher"

function descendantIds(item: MenuItemView): string[] {
  return [item.id, ...item.children.flatMap(descendantIds)]
}

/**
 * The slide-in navigation: language and country switcher, main menu with drill-down submenus,
 * tools menu and info block. A modal dialog while open: focus moves in and stays in, Escape or a
 * press on the dimmed page closes it, the page behind is inert and does not scroll.
 */
export function Navigation({ id, shell, open, onClose }: NavigationProps) {
  const { t } = useTranslation()
  const text = useShellText(shell.site)
  const panelRef = useRef<HTMLDivElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const { rendered, shown } = useMenuTransition(open, panelRef)
  const [openSubmenus, setOpenSubmenus] = useState<ReadonlySet<string>>(new Set())

  useScrollLock(open)
  useDialogKeyboard(open, panelRef, onClose)
  useCloseOnOutsidePress(open, panelRef, onClose)

  useEffect(() => {
    if (open && rendered) closeRef.current?.focus()
  }, [open, rendered])

  // Each item's submenu closes with the menu, once the closing animation is over.
  useEffect(() => {
    if (!rendered) setOpenSubmenus(new Set())
  }, [rendered])

  const submenus = useMemo<SubmenuState>(
    () => ({
      isOpen: (itemId) => openSubmenus.has(itemId),
      open: (itemId) => setOpenSubmenus((current) => new Set(current).add(itemId)),
      close: (item) =>
        setOpenSubmenus((current) => {
          const next = new Set(current)
          descendantIds(item).forEach((itemId) => next.delete(itemId))
          return next
        }),
    }),
    [openSubmenus],
  )
  const closeSwitcher = useCallback(
    () =>
      setOpenSubmenus((current) => {
        const next = new Set(current)
        next.delete(SWITCHER_ID)
        return next
      }),
    [],
  )

  const mainOpen = shell.menus.main.some((item) => openSubmenus.has(item.id))
  const drilled = mainOpen || openSubmenus.has(SWITCHER_ID)
  const infoTitle = shell.site.strings.info_title
  const infoText = shell.site.strings.info_text

  return (
    <div
      id={id}
      ref={panelRef}
      className={["nav-panel", shown && "is-shown"].filter(Boolean).join(" ")}
      role="dialog"
      aria-modal="true"
      aria-label={text("menu")}
      hidden={!rendered}
      {...inertWhen(!open)}
    >
      <div className="nav-panel__bar">
        <button ref={closeRef} type="button" className="icon-button nav-panel__close" onClick={onClose}>
          <CloseIcon />
          <span className="icon-button__label">{text("close")}</span>
        </button>
      </div>
      <div className={drilled ? "nav-panel__body is-drilled" : "nav-panel__body"}>
        {shell.switcher.length > 0 && (
          <LanguageSwitcher
            countries={shell.switcher}
            label={text("language_switcher")}
            backLabel={text("back")}
            homeOnlyNote={text("switcher_home_only")}
            open={openSubmenus.has(SWITCHER_ID)}
            onOpen={() => submenus.open(SWITCHER_ID)}
            onBack={closeSwitcher}
          />
        )}
        {shell.menus.main.length > 0 && (
          <nav className={mainOpen ? "nav-section nav-main has-open" : "nav-section nav-main"} aria-label={t("main_navigation")}>
            <MenuList items={shell.menus.main} submenus={submenus} backLabel={text("back")} />
          </nav>
        )}
        {shell.menus.tools.length > 0 && (
          <nav className="nav-section nav-tools" aria-label={t("tools_navigation")}>
            <ul>
              {shell.menus.tools.map((item) => (
                <li key={item.id}>
                  <ShellLink to={item.url ?? "#"} external={item.external} className="nav-tools__link">
                    {item.title}
                  </ShellLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {(infoTitle || infoText) && (
          <section className="nav-section nav-info">
            {infoTitle && <h2 className="nav-info__title">{infoTitle}</h2>}
            {infoText && (
              <p>
                <PhoneLinkedText text={infoText} />
              </p>
            )}
          </section>
        )}
      </div>
    </div>
  )
}
