import { FIXED_IDS } from "../../config/fixed-ids"
import { LEGAL_NOTICE_LOCALES, REGISTRATION_INFO_LOCALES } from "../../config/layout"
import { switcherCountries, type SwitcherCountry } from "../../domain/locale-switcher"
import { mapMenus, type MenuLinkData, type MenusView } from "./menus"
import { mapSiteSettings, type SiteSettingsData, type SiteSettingsView } from "./site-settings"

export interface CountryData {
  readonly name: string | null
  readonly field_country_code: string | null
  readonly field_locales: ReadonlyArray<string | null> | null
}

/** The shell's share of every page query (the PageStrings fragment). */
export interface ShellData {
  readonly settings: SiteSettingsData | null
  readonly menus?: { readonly nodes: ReadonlyArray<MenuLinkData> } | null
  readonly countries?: { readonly nodes: ReadonlyArray<CountryData> } | null
}

/** The spec's Route and Locale data: where the page is and where its translations are. */
export interface RouteInfo {
  locale: string
  path: string
  translations: ReadonlyArray<{ locale: string; path: string }>
  isHomepage: boolean
  isFormPage: boolean
}

/** What gatsby-node hands a page (content pages carry all of it; src/pages only language and path). */
export interface ShellPageContext {
  language: string
  i18n: { path: string }
  uuid?: string
  nodeType?: string
  translations?: ReadonlyArray<{ locale: string; path: string }>
}

export function routeInfo(context: ShellPageContext): RouteInfo {
  return {
    locale: context.language,
    path: context.i18n.path,
    translations: context.translations ?? [],
    isHomepage: context.uuid === FIXED_IDS.homepage,
    isFormPage: context.nodeType === "form",
  }
}

/** The spec's Layout: navigation, switcher countries, strings and what the footer shows where. */
export interface ShellView extends RouteInfo {
  site: SiteSettingsView
  menus: MenusView
  switcher: SwitcherCountry[]
  /** The legal-notice link, only for de. */
  showLegalNotice: boolean
  /** The company registration information, only on the en-gb homepage. */
  showRegistration: boolean
}

export function mapShell(data: ShellData, route: RouteInfo): ShellView {
  const site = mapSiteSettings(data.settings, route.locale)
  const countries = (data.countries?.nodes ?? []).map((country) => ({
    name: country.name ?? "",
    code: country.field_country_code || null,
    locales: (country.field_locales ?? []).filter((locale): locale is string => Boolean(locale)),
  }))
  return {
    ...route,
    site,
    menus: mapMenus(data.menus?.nodes),
    switcher: switcherCountries(countries, route.translations, route.locale),
    showLegalNotice: LEGAL_NOTICE_LOCALES.includes(route.locale) && site.legalNoticeLink !== null,
    showRegistration: REGISTRATION_INFO_LOCALES.includes(route.locale) && route.isHomepage && site.registrationHtml !== null,
  }
}
