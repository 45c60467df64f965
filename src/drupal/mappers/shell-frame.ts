import { FIXED_IDS } from "../../config/fixed-ids"
import { mapSiteSettings, type SiteSettingsData, type SiteSettingsView } from "./site-settings"

export interface CountryData {
  readonly name: string | null
  readonly field_country_code: string | null
  readonly field_locales: ReadonlyArray<string | null> | null
}

/** The shell's share of every page query (the PageStrings fragment). */
export interface ShellData {
  readonly settings: SiteSettingsData | null
  /** The menus the build mapped for the page's language (Query.shellMenus, JSON: menusFromData reads it). */
  readonly menus?: unknown
  readonly countries?: { readonly nodes: ReadonlyArray<CountryData> } | null
}

/** The spec's Route and Locale data: where the page is and where its translations are. */
export interface RouteInfo {
  locale: string
  path: string
  translations: ReadonlyArray<{ locale: string; path: string }>
  isHomepage: boolean
  isFormPage: boolean
  /** The locale's site search page, which the header links to; null where there is none. */
  searchPath: string | null
}

/** What gatsby-node hands a page (content pages carry all of it; src/pages only language and path). */
export interface ShellPageContext {
  language: string
  i18n: { path: string }
  uuid?: string
  nodeType?: string
  translations?: ReadonlyArray<{ locale: string; path: string }>
  /** The pages between home and this one (breadcrumbs), from the top down. */
  ancestors?: ReadonlyArray<{ name: string; path: string }>
  /** The locale's site search page (gatsby-node's createPages). */
  searchPath?: string
}

export function routeInfo(context: ShellPageContext): RouteInfo {
  return {
    locale: context.language,
    path: context.i18n.path,
    translations: context.translations ?? [],
    isHomepage: context.uuid === FIXED_IDS.homepage,
    isFormPage: context.nodeType === "form",
    searchPath: context.searchPath ?? null,
  }
}

/**
 * What every page maps for its shell in the browser: where it is and the site settings (the header,
 * the newsletter). Menus and switcher (ShellView, shell.ts) are mapped by the islands that show them.
 */
export interface ShellFrameView extends RouteInfo {
  site: SiteSettingsView
}

export function mapShellFrame(data: ShellData, route: RouteInfo): ShellFrameView {
  return { ...route, site: mapSiteSettings(data.settings, route.locale) }
}
