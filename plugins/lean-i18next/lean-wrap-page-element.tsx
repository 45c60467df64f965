/**
 * gatsby-plugin-react-i18next's browser part (wrapPageElement) for the browser bundle, with the part
 * of it the site uses: the page's strings from its page data, in an i18next instance and the
 * plugin's I18nextContext. It leaves out the language detection and redirect (the site has
 * `redirect: false`: every path names its locale) and a development warning, which brought
 * browser-lang and outdent to every page. It also keeps one i18next instance per page data, where
 * the plugin made a new one on every render of the page: the context stays the same, and parts of
 * the page still waiting for their code (src/islands) are not rendered anew. Pages with the same
 * strings share an instance, which is what the server render, where every page's data is a new
 * object, gains from: it renders thousands of pages in a few strings each. So the HTML renderer gets
 * this module in place of the plugin's server part too (gatsby-node.ts), with the real i18next.
 * lean-wrap-page-element.test.tsx renders it beside the plugin's.
 */
import i18next, { type i18n as I18n, type InitOptions, type Resource } from "i18next"
import type { ReactElement } from "react"
import { I18nextProvider } from "react-i18next"
import { I18nextContext } from "gatsby-plugin-react-i18next/dist/i18nextContext"

interface LocaleNode {
  node: { ns: string; data: string | Record<string, unknown>; language: string }
}

interface PageI18n {
  routed: boolean
  language: string
  languages: string[]
  originalPath: string
  defaultLanguage: string
  path: string
}

interface PluginOptions {
  i18nextOptions?: InitOptions
  redirect?: boolean
  generateDefaultLanguagePage?: boolean
  siteUrl?: string
  localeJsonNodeName?: string
}

interface WrapArgs {
  element: ReactElement
  props?: { data?: Record<string, { edges?: LocaleNode[] } | undefined>; pageContext: { i18n: PageI18n } }
}

const NO_LOCALES: LocaleNode[] = []
const instances = new WeakMap<object, Map<string, I18n>>()
const instancesByStrings = new Map<string, I18n>()

/** What makes an instance: the languages and each locale node's namespace, language and strings. */
function stringsKey(localeNodes: LocaleNode[], i18n: PageI18n): string {
  const parts = [i18n.language, i18n.defaultLanguage]
  for (const { node } of localeNodes) {
    parts.push(node.ns, node.language, typeof node.data === "object" ? JSON.stringify(node.data) : node.data)
  }
  return parts.join("\u0000")
}

/** The page's i18next instance: one per page data (its locale nodes) and language, shared by pages with the same strings. */
function instanceFor(localeNodes: LocaleNode[], i18n: PageI18n, options: InitOptions): I18n {
  const byLanguage = instances.get(localeNodes) ?? new Map<string, I18n>()
  instances.set(localeNodes, byLanguage)
  const existing = byLanguage.get(i18n.language)
  if (existing) return existing
  const key = stringsKey(localeNodes, i18n)
  const shared = instancesByStrings.get(key)
  if (shared) {
    byLanguage.set(i18n.language, shared)
    return shared
  }

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
  byLanguage.set(i18n.language, instance)
  instancesByStrings.set(key, instance)
  return instance
}

/** The plugin's context per instance and page (its path), the same object each time the page renders. */
const contexts = new WeakMap<I18n, Map<string, object>>()

export function wrapPageElement({ element, props }: WrapArgs, pluginOptions: PluginOptions) {
  if (!props) return undefined
  if (pluginOptions.redirect !== false) {
    throw new Error("lean-i18next: the browser's wrapPageElement does not redirect; set redirect: false or remove the replacement")
  }
  const { i18n } = props.pageContext
  const localeNodes = props.data?.[pluginOptions.localeJsonNodeName ?? "locales"]?.edges ?? NO_LOCALES
  const instance = instanceFor(localeNodes, i18n, pluginOptions.i18nextOptions ?? {})
  const byPage = contexts.get(instance) ?? new Map<string, object>()
  contexts.set(instance, byPage)
  const pageKey = [i18n.routed, i18n.originalPath, i18n.path].join("\u0000")
  let context = byPage.get(pageKey)
  if (!context) {
    context = {
      routed: i18n.routed,
      language: i18n.language,
      languages: i18n.languages,
      originalPath: i18n.originalPath,
      defaultLanguage: i18n.defaultLanguage,
      generateDefaultLanguagePage: pluginOptions.generateDefaultLanguagePage ?? false,
      siteUrl: pluginOptions.siteUrl,
      path: i18n.path,
    }
    byPage.set(pageKey, context)
  }
  return (
    <I18nextProvider i18n={instance}>
      <I18nextContext.Provider value={context as never}>{element}</I18nextContext.Provider>
    </I18nextProvider>
  )
}
