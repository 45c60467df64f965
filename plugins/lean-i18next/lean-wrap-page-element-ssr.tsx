/**
 * gatsby-plugin-react-i18next's server part (wrapPageElement) for the HTML renderer, which uses
 * lean-i18next and lean-react-i18next as the browser does (gatsby-node.ts). The plugin made and
 * initialised an instance and parsed the page's strings for every page; the renderer renders
 * thousands of pages in a few sets of strings, so pages with the same strings share one instance.
 * Every page's data is a new object here, so the instances are kept by the strings themselves.
 * lean-wrap-page-element.test.ts renders it beside the plugin's.
 */
import type { i18n as I18n } from "i18next"
import {
  createPageInstance,
  pageLocaleNodes,
  pluginContext,
  withI18n,
  type LocaleNode,
  type PageI18n,
  type PluginOptions,
  type WrapArgs,
} from "./page-i18n"

const instancesByStrings = new Map<string, I18n>()

/** What makes an instance: the languages and each locale node's namespace, language and strings. */
function stringsKey(localeNodes: LocaleNode[], i18n: PageI18n): string {
  const parts = [i18n.language, i18n.defaultLanguage]
  for (const { node } of localeNodes) {
    parts.push(node.ns, node.language, typeof node.data === "object" ? JSON.stringify(node.data) : node.data)
  }
  return parts.join("\u0000")
}

export function wrapPageElement({ element, props }: WrapArgs, pluginOptions: PluginOptions) {
  if (!props) return undefined
  const localeNodes = pageLocaleNodes(props, pluginOptions)
  const { i18n } = props.pageContext
  const key = stringsKey(localeNodes, i18n)
  let instance = instancesByStrings.get(key)
  if (!instance) {
    instance = createPageInstance(localeNodes, i18n, pluginOptions.i18nextOptions ?? {})
    instancesByStrings.set(key, instance)
  }
  return withI18n(instance, pluginContext(i18n, pluginOptions), element)
}
