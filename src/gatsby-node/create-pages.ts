import path from "node:path"
import type { GatsbyNode, Node } from "gatsby"
import { FIXED_IDS } from "../config/fixed-ids"
import { DEFAULT_LOCALE, LOCALE_CODES } from "../config/locales"
import { NEAREST_LOCATIONS_COUNT } from "../config/location-finder"
import { TEMPLATE_NAMESPACES } from "../i18n/namespaces"
import { defaultPhoneCountry, phoneCodeOptions } from "../domain/careers/phone-codes"
import { pagePath } from "../domain/routing"
import { drupalContentNodes } from "../drupal/content-nodes"
import { isApplicationForm } from "../domain/careers/application-form-ids"
import type { ApplicationPageContext } from "../domain/careers/application-page-context"
import { countryOptions, FORMS_NAMING_COUNTRIES } from "../domain/forms/country-list"
import type { Option } from "../domain/forms/options"
import type { LocationNodeLike } from "../domain/location-translations"
import { nearestLocationIds } from "../domain/nearest-location-ids"
import { planPages, type PageContext, type PageSource, type PlannedPage, type TemplateName } from "./plan-pages"

interface DrupalContentNode extends Node {
  drupal_id: string
  langcode: string
  status?: boolean
  path?: { alias?: string | null } | null
  title?: string | null
  field_listing?: string | null
  field_form?: string | null
  relationships?: { field_parent___NODE?: string | null } | null
}

const TEMPLATE_FILES: Record<TemplateName, string> = {
  home: "home",
  route: "route",
  careers: "careers",
  search: "search",
  calculator: "calculator",
  knowledge: "knowledge",
  news: "news",
  equipment_category: "equipment-category",
  equipment: "equipment",
  location: "location",
  form: "form",
  page: "page",
  vacancy: "vacancy",
  function: "function",
  people: "people",
  unknown: "unknown-type",
}

export function templateComponent(template: TemplateName): string {
  return path.resolve(`src/templates/${TEMPLATE_FILES[template]}.tsx`)
}

/** Every Drupal node gatsby-source-drupal created, known bundle or not. */
function isDrupalContentNode(node: Node): node is DrupalContentNode {
  return node.internal.owner === "gatsby-source-drupal" && node.internal.type.startsWith("node__")
}

function toPageSource(node: DrupalContentNode): PageSource {
  return {
    gatsbyId: node.id,
    uuid: node.drupal_id,
    langcode: node.langcode,
    nodeType: node.internal.type.replace(/^node__/, ""),
    alias: node.path?.alias ?? null,
    published: node.status !== false,
    listing: node.field_listing ?? null,
    form: node.field_form ?? null,
    title: node.title ?? null,
    parentId: node.relationships?.field_parent___NODE ?? null,
  }
}

function isLocationNode(node: DrupalContentNode): node is DrupalContentNode & LocationNodeLike {
  return node.internal.type === "node__location"
}

/**
 * The nearest other locations of each location page (nearestLocationIds says why here), by the
 * page's node id, for its query's $nearestLocationIds.
 */
function nearestLocationsOfPages(pages: readonly PlannedPage[], byId: ReadonlyMap<string, DrupalContentNode>): Map<string, string[]> {
  const locations = [...byId.values()].filter(isLocationNode)
  const pageNodes = pages.flatMap((page) => {
    const node = page.template === "location" ? byId.get(page.context.id) : undefined
    return node && isLocationNode(node) ? [node] : []
  })
  return nearestLocationIds(locations, pageNodes, NEAREST_LOCATIONS_COUNT)
}

/** The careers listing's path by locale, for an application page to link to. */
function careersPaths(nodes: readonly DrupalContentNode[], careersUuid: string): Map<string, string | null> {
  const careers = nodes.filter((node) => node.drupal_id === careersUuid)
  return new Map(careers.map((node) => [node.langcode, pagePath(node.langcode, node.path?.alias, false)]))
}

/**
 * What the build prepares for a form page's form: a job application page also gets the careers
 * strings, its phone codes named in its language (so the browser needs no country tables) and the
 * careers page; a form that names countries gets them named and sorted here (country-list.ts says why).
 */
function formContext(
  page: PlannedPage,
  careersPathIn: ReadonlyMap<string, string | null>,
  byId: ReadonlyMap<string, DrupalContentNode>,
): PageContext & { application?: ApplicationPageContext; countries?: Option[] } {
  const formId = page.template === "form" ? byId.get(page.context.id)?.field_form : undefined
  const locale = page.context.language
  if (isApplicationForm(formId)) {
    return {
      ...page.context,
      namespaces: [...page.context.namespaces, "careers"],
      application: {
        phoneCodes: phoneCodeOptions(locale),
        defaultPhoneCode: defaultPhoneCountry(locale),
        careersPath: careersPathIn.get(locale) ?? null,
      },
    }
  }
  if (formId && FORMS_NAMING_COUNTRIES.has(formId)) return { ...page.context, countries: countryOptions(locale) }
  return page.context
}

export const createPages: GatsbyNode["createPages"] = async ({ actions, getNodesByType, graphql, reporter }) => {
  const nodes = (await drupalContentNodes(graphql, getNodesByType)).filter(isDrupalContentNode)
  const byId = new Map(nodes.map((node) => [node.id, node]))
  const sources = nodes.map(toPageSource)
  // Each read of FIXED_IDS parses the build's identities again (fixed-ids.ts says why): read once.
  const ids = { homepage: FIXED_IDS.homepage, locationsPage: FIXED_IDS.locationsPage, introBlock: FIXED_IDS.introBlock }
  const careersPathIn = careersPaths(nodes, FIXED_IDS.allCareers)
  const { pages, warnings } = planPages(sources, {
    locales: LOCALE_CODES,
    defaultLocale: DEFAULT_LOCALE,
    homepageUuid: ids.homepage,
    namespaces: TEMPLATE_NAMESPACES,
    sectionPages: { location: ids.locationsPage },
  })
  warnings.forEach((warning) => reporter.warn(warning))
  // Every page's header links to its locale's search page.
  const searchPaths = new Map(pages.filter((page) => page.template === "search").map((page) => [page.context.language, page.path]))
  const nearestLocations = nearestLocationsOfPages(pages, byId)
  for (const page of pages) {
    // The homepage header shows the intro block, a fixed content identifier.
    const context = page.template === "home" ? { ...page.context, introBlockId: ids.introBlock } : formContext(page, careersPathIn, byId)
    const searchPath = searchPaths.get(page.context.language)
    const nearestLocationIds = nearestLocations.get(page.context.id)
    actions.createPage({
      path: page.path,
      component: templateComponent(page.template),
      context: {
        ...context,
        ...(searchPath ? { searchPath } : {}),
        ...(page.template === "location" ? { nearestLocationIds: nearestLocationIds ?? [] } : {}),
      },
    })
  }
  reporter.info(`Created ${pages.length} content pages in ${new Set(pages.map((page) => page.context.language)).size} locales.`)
}
