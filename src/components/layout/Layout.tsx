import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { mapShellFrame, type RouteInfo, type ShellData } from "../../drupal/mappers/shell-frame"
import { defineIsland } from "../../islands/island"
import { HeadCodeOnServer } from "../head/lazy-head"
import { Footer, type FooterSlots } from "./Footer"
import { Header } from "./Header"
import { inertWhen } from "./inert"
import type { NavigationIslandProps } from "./navigation-island"

interface LayoutProps {
  /** The shell's share of the page query (...PageStrings). */
  data: ShellData
  route: RouteInfo
  children: ReactNode
  /** What the site shows above everything on first visit (the cookie consent banner). */
  banner: ReactNode
  /** Controls other features plug into the footer (newsletter sign-up, cookie settings). */
  footerSlots?: FooterSlots
}

const NAVIGATION_ID = "site-navigation"

/**
 * The slide-in navigation is in the server's HTML (hidden), and its code (dialog, submenus,
 * switcher) loads when the visitor goes for the menu toggle: the first opening waits for it.
 */
const NavigationIsland = defineIsland<NavigationIslandProps & { live: boolean }>(
  "navigation",
  () => import(/* webpackChunkName: "navigation" */ "./navigation-island"),
  { liveWhen: (props) => props.live },
)

/** Loads the navigation's code (the menu toggle asks for it before it is pressed; tests too). */
export const preloadNavigation = NavigationIsland.preload

/** The page shell: skip link, header, slide-in navigation, the page's content and the footer. */
export function Layout({ data, route, children, banner, footerSlots }: LayoutProps) {
  const { t } = useTranslation()
  const shell = mapShellFrame(data, route)
  const [menuOpen, setMenuOpen] = useState(false)
  const [navigationLive, setNavigationLive] = useState(false)
  const openWhenLive = useRef(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const returnFocus = useRef(false)

  const closeMenu = useCallback(() => {
    returnFocus.current = true
    setMenuOpen(false)
  }, [])

  const openMenu = useCallback(() => {
    if (navigationLive) {
      setMenuOpen(true)
      return
    }
    // The panel first renders closed with its code, then opens, so that it slides in.
    openWhenLive.current = true
    if (NavigationIsland.isLoaded()) setNavigationLive(true)
    else void preloadNavigation().then(() => setNavigationLive(true))
  }, [navigationLive])

  useEffect(() => {
    if (!navigationLive || !openWhenLive.current) return
    openWhenLive.current = false
    setMenuOpen(true)
  }, [navigationLive])

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
      <div {...inertWhen(menuOpen)}>{banner}</div>
      <Header
        shell={shell}
        menuOpen={menuOpen}
        navigationId={NAVIGATION_ID}
        toggleRef={toggleRef}
        onOpenMenu={openMenu}
        onMenuIntent={preloadNavigation}
      />
      {!shell.isFormPage && (
        <NavigationIsland id={NAVIGATION_ID} data={data} route={route} open={menuOpen} onClose={closeMenu} live={navigationLive} />
      )}
      {/* Boundaries of their own: React hydrates the content and the footer in slices after the root's task (docs/decisions.md). */}
      <main id="main" tabIndex={-1} {...inertWhen(menuOpen)}>
        <Suspense>{children}</Suspense>
      </main>
      <Suspense>
        <Footer data={data} route={route} slots={footerSlots} inert={menuOpen} />
      </Suspense>
      <HeadCodeOnServer />
    </>
  )
}
