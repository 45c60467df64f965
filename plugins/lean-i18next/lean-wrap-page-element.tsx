/**
 * gatsby-plugin-react-i18next's browser part (wrapPageElement) for the browser bundle, with the part
 * of it the site uses: the page's strings from its page data, in an i18next instance and the
 * plugin's I18nextContext. It leaves out the language detection and redirect (the site has
 * `redirect: false`: every path names its locale) and a development warning, which brought
 * browser-lang and outdent to every page. It also keeps one i18next instance per page data, where
 * the plugin made a new one on every render of the page: the context stays the same, and parts of
 * the page still waiting for their code (src/islands) are not rendered anew.
 * lean-wrap-page-element.test.ts renders it beside the plugin's.
 */
import type { i18n as I18n } from "i18next"
import { createPageInstance, pageLocaleNodes, pluginContext, withI18n, type PluginOptions, type WrapArgs } from "./page-i18n"

const instances = new WeakMap<object, Map<string, I18n>>()
const contexts = new WeakMap<I18n, object>()

export function wrapPageElement({ element, props }: WrapArgs, pluginOptions: PluginOptions) {
  if (!props) return undefined
  const localeNodes = pageLocaleNodes(props, pluginOptions)
  const { i18n } = props.pageContext
  // One instance per page data (its locale nodes) and language.
  const byLanguage = instances.get(localeNodes) ?? new Map<string, I18n>()
  instances.set(localeNodes, byLanguage)
  let instance = byLanguage.get(i18n.language)
  if (!instance) {
    instance = createPageInstance(localeNodes, i18n, pluginOptions.i18nextOptions ?? {})
    byLanguage.set(i18n.language, instance)
  }
  let context = contexts.get(instance)
  if (!context) {
    context = pluginContext(i18n, pluginOptions)
    contexts.set(instance, context)
  }
  return withI18n(instance, context, element)
}
