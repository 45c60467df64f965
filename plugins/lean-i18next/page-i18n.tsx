/**
 * What both lean forms of gatsby-plugin-react-i18next's wrapPageElement share (the browser's,
 * lean-wrap-page-element.tsx, and the HTML renderer's, lean-wrap-page-element-ssr.tsx): a page's
 * i18next instance made from its strings, the plugin's context, and the providers, as the plugin
 * makes them. They differ only in which instance and context they keep.
 */
import i18next, { type i18n as I18n, type InitOptions, type Resource } from "i18next"
import type { ReactElement } from "react"
import { I18nextProvider } from "react-i18next"
import { I18nextContext } from "gatsby-plugin-react-i18next/dist/i18nextContext"

export interface LocaleNode {
  node: { ns: string; data: string | Record<string, unknown>; language: string }
}

export interface PageI18n {
  routed: boolean
  language: string
  languages: string[]
  originalPath: string
  defaultLanguage: string
  path: string
}

export interface PluginOptions {
  i18nextOptions?: InitOptions
  redirect?: boolean
  generateDefaultLanguagePage?: boolean
  siteUrl?: string
  localeJsonNodeName?: string
}

export interface WrapArgs {
  element: ReactElement
  props?: { data?: Record<string, { edges?: LocaleNode[] } | undefined>; pageContext: { i18n: PageI18n } }
}

const NO_LOCALES: LocaleNode[] = []

/** The page's locale nodes (its strings), after checking the options the lean forms support. */
export function pageLocaleNodes(props: NonNullable<WrapArgs["props"]>, pluginOptions: PluginOptions): LocaleNode[] {
  if (pluginOptions.redirect !== false) {
    throw new Error("lean-i18next: the lean wrapPageElement does not redirect; set redirect: false or remove the replacement")
  }
  return props.data?.[pluginOptions.localeJsonNodeName ?? "locales"]?.edges ?? NO_LOCALES
}

/** A new i18next instance with the page's strings, as the plugin makes it. */
export function createPageInstance(localeNodes: LocaleNode[], i18n: PageI18n, options: InitOptions): I18n {
  const namespaces = localeNodes.map(({ node }) => node.ns)
  // The page's first namespace is the default, the others its fallbacks (as the plugin does).
  const configuredDefault = options.defaultNS?.toString() || "translation"
  const defaultNS = namespaces.find((ns) => ns !== configuredDefault) || configuredDefault
  const fallbackNS = namespaces.filter((ns) => ns !== defaultNS)
  const resources: Resource = {}
  for (const { node } of localeNodes) {
    resources[node.language] ??= {}
    resources[node.language][node.ns || defaultNS] =
      typeof node.data === "object" ? node.data : (JSON.parse(node.data) as Record<string, string>)
  }
  const instance = i18next.createInstance()
  void instance.init({
    ...options,
    resources,
    lng: i18n.language,
    fallbackLng: i18n.defaultLanguage,
    defaultNS,
    fallbackNS,
    react: { ...options.react, useSuspense: false },
  })
  if (instance.language !== i18n.language) void instance.changeLanguage(i18n.language)
  return instance
}

/** The plugin's context of a page. */
export function pluginContext(i18n: PageI18n, pluginOptions: PluginOptions): object {
  return {
    routed: i18n.routed,
    language: i18n.language,
    languages: i18n.languages,
    originalPath: i18n.originalPath,
    defaultLanguage: i18n.defaultLanguage,
    generateDefaultLanguagePage: pluginOptions.generateDefaultLanguagePage ?? false,
    siteUrl: pluginOptions.siteUrl,
    path: i18n.path,
  }
}

export function withI18n(instance: I18n, context: object, element: ReactElement) {
  return (
    <I18nextProvider i18n={instance}>
      <I18nextContext.Provider value={context as never}>{element}</I18nextContext.Provider>
    </I18nextProvider>
  )
}
