import type { ReactNode } from "react"
import { defineIsland } from "../../islands/island"
import type { RouteInfo, ShellData } from "../../drupal/mappers/shell-frame"
import type { FooterIslandProps } from "./footer-content-island"
import { inertWhen } from "./inert"

/** Controls other features render into the footer. */
export interface FooterSlots {
  /** The newsletter sign-up form; its texts are in shell.site.strings (newsletter_*). */
  newsletter?: ReactNode
  /**
   * A control that reopens the cookie-consent settings, shown with the extra links. It is part of
   * the footer's server HTML, which the browser keeps without hydrating: it must work without a
   * React handler (CookieSettingsButton).
   */
  cookieSettings?: ReactNode
}

interface FooterProps {
  /** The shell's share of the page query, which the footer's island maps. */
  data: ShellData
  route: RouteInfo
  slots?: FooterSlots
  /** The page behind an open menu. */
  inert?: boolean
}

/** The footer's links need no script: its code loads only for a client-side visit (src/islands). */
const FooterContentIsland = defineIsland<FooterIslandProps>(
  "footer-content",
  () => import(/* webpackChunkName: "footer-content" */ "./footer-content-island"),
)

/** The newsletter sign-up, then the footer's links (FooterContent). */
export function Footer({ data, route, slots = {}, inert = false }: FooterProps) {
  return (
    <footer className="site-footer" {...inertWhen(inert)}>
      <div className="container">
        {slots.newsletter && <section className="site-footer__newsletter">{slots.newsletter}</section>}
        <FooterContentIsland data={data} route={route} cookieSettings={slots.cookieSettings} />
      </div>
    </footer>
  )
}

/** Loads the footer's code (tests render it without waiting for its chunk). */
export const preloadFooter = FooterContentIsland.preload
