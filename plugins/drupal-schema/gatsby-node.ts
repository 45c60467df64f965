import type { GatsbyNode, Node } from "gatsby"
import { DEFAULT_LOCALE } from "../../src/config/locales"
import { contextLanguage, pickConfigPage } from "../../src/drupal/config-page-context"
import { preferredTranslation } from "../../src/domain/translation-choice"
import { FIXED_IDS } from "../../src/config/fixed-ids"
import { resolveLinkUri } from "../../src/domain/locale-paths"
import { pagePath } from "../../src/domain/routing"
import { mapMenus } from "../../src/drupal/mappers/menus"
import { unchangedNodesMemo, type DigestedNode } from "../../src/drupal/unchanged-nodes-memo"
import { menuLinksQuery, shellMenuLinks, type MenuLinkNode } from "./shell-menus"
import { typeDefinitions } from "./type-definitions"

interface DrupalNodeLike extends Node {
  drupal_id: string
  drupal_internal__nid: number
  langcode: string
  status?: boolean
  path?: { alias?: string | null }
}

interface LinkValue {
  uri?: string | null
  title?: string | null
}

interface NodeModel {
  findAll<T = DrupalNodeLike>(args: { type: string; query?: Record<string, unknown> }): Promise<{ entries: Iterable<T> }>
}

interface ConfigPageNode {
  langcode?: string
  context?: string | null
}

/** The shell's menus by language (Query.shellMenus). */
const menusByLanguage = unchangedNodesMemo<ReturnType<typeof mapMenus>>()

/** Page paths of every published node translation, by nid and then langcode. Built once per run. */
let pathsByNid: Promise<Map<number, Map<string, string>>> | undefined

function nodePaths(nodeModel: NodeModel): Promise<Map<number, Map<string, string>>> {
  pathsByNid ??= nodeModel.findAll({ type: "DrupalNode" }).then(({ entries }) => {
    const map = new Map<number, Map<string, string>>()
    for (const node of entries) {
      if (node.status === false) continue
      const path = pagePath(node.langcode, node.path?.alias, node.drupal_id === FIXED_IDS.homepage)
      if (!path) continue
      const translations = map.get(node.drupal_internal__nid) ?? new Map<string, string>()
      translations.set(node.langcode, path)
      map.set(node.drupal_internal__nid, translations)
    }
    return map
  })
  return pathsByNid
}

function resolveLink(value: LinkValue | null | undefined, locale: string, paths: Map<number, Map<string, string>>) {
  if (!value) return null
  const resolved = resolveLinkUri(value.uri, locale, (nid, wanted) => {
    // A link to a page in another locale follows the cards' rule (preferredTranslation): a /de/
    // card links to the /de-at/ page rather than the English one.
    const translations = paths.get(nid)
    const chosen = translations ? preferredTranslation(wanted, [...translations.keys()], null) : null
    return chosen ? (translations?.get(chosen) ?? null) : null
  })
  return { uri: value.uri ?? null, title: value.title ?? null, ...resolved }
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createFieldExtension({
    name: "drupalLink",
    extend() {
      return {
        async resolve(source: Record<string, unknown>, _args: unknown, context: { nodeModel: NodeModel }, info: { fieldName: string }) {
          const value = source[info.fieldName] as LinkValue | LinkValue[] | null | undefined
          const locale = typeof source.langcode === "string" ? source.langcode : DEFAULT_LOCALE
          const paths = await nodePaths(context.nodeModel)
          return Array.isArray(value) ? value.map((item) => resolveLink(item, locale, paths)) : resolveLink(value, locale, paths)
        },
      }
    },
  })
  actions.createTypes(typeDefinitions())
}

/**
 * Site settings per locale. config_pages serves one entity per language context, each in every
 * language and without a langcode (src/drupal/config-page-context.ts), so the build sources them
 * once and `configPagesSiteSettings(langcode: { eq: $language })` picks the locale's entity here,
 * with the module's fallback. The entity is handed on as the locale's (langcode = the locale), so
 * that its links resolve to the locale's pages, as they did when settings were translations.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    Query: {
      configPagesSiteSettings: {
        async resolve(_source: unknown, args: { langcode?: { eq?: string } }, context: { nodeModel: NodeModel }) {
          const locale = args.langcode?.eq ?? DEFAULT_LOCALE
          const { entries } = await context.nodeModel.findAll<ConfigPageNode>({ type: "config_pages__site_settings" })
          const page = pickConfigPage([...entries], locale, DEFAULT_LOCALE)
          return page && { ...page, langcode: locale }
        },
      },
      // The shell's menus, as trees (shell-menus.ts), the same for every page of a language: worked
      // out once while its links and the pages they point to stay the same. findAll records that the
      // page depends on every menu link, as the allMenuLinkContent field it replaces did.
      shellMenus: {
        type: "JSON!",
        args: { langcode: "String!" },
        async resolve(_source: unknown, args: { langcode: string }, context: { nodeModel: NodeModel }) {
          const [{ entries }, paths] = await Promise.all([
            context.nodeModel.findAll<MenuLinkNode & DigestedNode>(menuLinksQuery(args.langcode)),
            nodePaths(context.nodeModel),
          ])
          const links = [...entries]
          return menusByLanguage(
            args.langcode,
            links,
            () => mapMenus(shellMenuLinks(links, args.langcode, (value, locale) => resolveLink(value, locale, paths))),
            paths,
          )
        },
      },
    },
    config_pages__site_settings: {
      langcode: {
        resolve: (source: ConfigPageNode) => source.langcode ?? contextLanguage(source.context),
      },
    },
  })
}

/** Forget the path index whenever content nodes change (a `gatsby develop` refresh). */
export const onCreateNode: GatsbyNode["onCreateNode"] = () => {
  pathsByNid = undefined
}

export const shouldOnCreateNode: GatsbyNode<Node>["shouldOnCreateNode"] = ({ node }) => node.internal.type.startsWith("node__")
