import { LEGAL_NOTICE_LOCALES, REGISTRATION_INFO_LOCALES } from "../../config/layout"
import { switcherCountries, type SwitcherCountry } from "../../domain/locale-switcher"
import { menusFromData, type MenusView } from "./menus"
import { mapShellFrame, type RouteInfo, type ShellData, type ShellFrameView } from "./shell-frame"

/**
 * The spec's Layout: navigation, switcher countries, strings and what the footer shows where. The
 * navigation and the footer (islands: src/islands) map it in their own chunks; the page itself
 * maps only the frame (shell-frame.ts).
 */
export interface ShellView extends ShellFrameView {
  menus: MenusView
  switcher: SwitcherCountry[]
  /** The legal-notice link, only for de. */
  showLegalNotice: boolean
  /** The company registration information, only on the en-gb homepage. */
  showRegistration: boolean
}

export function mapShell(data: ShellData, route: RouteInfo): ShellView {
  const frame = mapShellFrame(data, route)
  const { site } = frame
  const countries = (data.countries?.nodes ?? []).map((country) => ({
    name: country.name ?? "",
    code: country.field_country_code || null,
    locales: (country.field_locales ?? []).filter((locale): locale is string => Boolean(locale)),
  }))
  return {
    ...frame,
    menus: menusFromData(data.menus),
    switcher: switcherCountries(countries, route.translations, route.locale),
    showLegalNotice: LEGAL_NOTICE_LOCALES.includes(route.locale) && site.legalNoticeLink !== null,
    showRegistration: REGISTRATION_INFO_LOCALES.includes(route.locale) && route.isHomepage && site.registrationHtml !== null,
  }
}
