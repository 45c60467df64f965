import { NODE_TYPES, type NodeType } from "../drupal/model/nodes"
import { pathWithoutLocale } from "../domain/locale-paths"
import { pagePath } from "../domain/routing"

/** A node translation as gatsby-source-drupal created it, reduced to what routing needs. */
export interface PageSource {
  gatsbyId: string
  uuid: string
  langcode: string
  /** The node bundle: "page", "news", ... or one the site does not know. */
  nodeType: string
  alias: string | null
  published: boolean
  /** What a route page lists besides its blocks (node--route field_listing). */
  listing: string | null
  /** The form a form page shows (node--form field_form). */
  form?: string | null
  title?: string | null
  /** The Gatsby node id of the field_parent translation in the same language, if any (breadcrumbs). */
  parentId?: string | null
}

export interface Translation {
  locale: string
  path: string
}

/** A page above this one in the breadcrumbs. */
export interface Ancestor {
  name: string
  path: string
}

/** What gatsby-plugin-react-i18next reads; marking pages as routed keeps it from creating more. */
export interface I18nContext {
  language: string
  languages: readonly string[]
  defaultLanguage: string
  generateDefaultLanguagePage: boolean
  routed: true
  originalPath: string
  path: string
}

export interface PageContext {
  /** The Gatsby node id of this translation, for the template's page query. */
  id: string
  uuid: string
  language: string
  nodeType: string
  /** The UI string namespaces the page's query loads. */
  namespaces: readonly string[]
  /** Every published translation of the node, in locale order (hreflang, switcher). */
  translations: Translation[]
  /**
   * The field_parent chain from the top down, each with its page in this locale: the breadcrumbs
   * between home and the page. It ends at an ancestor without a page here; the homepage is left out.
   */
  ancestors: Ancestor[]
  i18n: I18nContext
}

/**
 * One template per page type; a route with the careers listing or the site search has its own, and
 * so has the homepage (its own header) and the form page of the e-reefer calculator, which reads
 * the calculator's data.
 */
export type TemplateName = NodeType | "home" | "careers" | "search" | "calculator" | "unknown"

export interface PlannedPage {
  path: string
  template: TemplateName
  context: PageContext
}

export interface PlanOptions {
  locales: readonly string[]
  defaultLocale: string
  homepageUuid: string
  namespaces: Readonly<Record<TemplateName, readonly string[]>>
  /**
   * The page a node type's pages belong under when they have no field_parent, by node type: a
   * location's breadcrumbs go Home > Locations > the location. The section's page in the same
   * language is the parent; without one there, none.
   */
  sectionPages?: Readonly<Record<string, string>>
}

export function templateFor(nodeType: string, listing: string | null = null, form: string | null = null): TemplateName {
  if (nodeType === "route" && (listing === "careers" || listing === "search")) return listing
  if (nodeType === "form" && form === "calculator") return "calculator"
  return (NODE_TYPES as readonly string[]).includes(nodeType) ? (nodeType as NodeType) : "unknown"
}

/**
 * One page per published node translation in a site locale, at /{locale}/{alias}/ (the homepage
 * at /{locale}/), its template chosen by the node type. Translations without an alias, in a
 * language the site does not publish, or whose path another node already took are skipped with
 * a warning.
 */
export function planPages(sources: readonly PageSource[], options: PlanOptions): { pages: PlannedPage[]; warnings: string[] } {
  const warnings: string[] = []
  const candidates: Array<{ source: PageSource; path: string }> = []
  const taken = new Map<string, PageSource>()
  for (const source of sources) {
    if (!source.published) continue
    if (!options.locales.includes(source.langcode)) {
      warnings.push(`Skipped ${source.nodeType} ${source.uuid}: the site does not publish language "${source.langcode}".`)
      continue
    }
    const path = pagePath(source.langcode, source.alias, source.uuid === options.homepageUuid)
    if (!path) {
      warnings.push(`Skipped ${source.nodeType} ${source.uuid} (${source.langcode}): it has no URL alias.`)
      continue
    }
    const owner = taken.get(path)
    if (owner) {
      warnings.push(
        `Skipped ${source.nodeType} ${source.uuid} (${source.langcode}): ${path} already belongs to ${owner.nodeType} ${owner.uuid}.`,
      )
      continue
    }
    taken.set(path, source)
    candidates.push({ source, path })
  }

  const localeOrder = (locale: string) => options.locales.indexOf(locale)
  const translationsByUuid = new Map<string, Translation[]>()
  for (const { source, path } of candidates) {
    const list = translationsByUuid.get(source.uuid) ?? []
    list.push({ locale: source.langcode, path })
    translationsByUuid.set(source.uuid, list)
  }
  for (const list of translationsByUuid.values()) list.sort((a, b) => localeOrder(a.locale) - localeOrder(b.locale))

  const plannedById = new Map(candidates.map((candidate) => [candidate.source.gatsbyId, candidate]))
  const plannedByTranslation = new Map(candidates.map((candidate) => [`${candidate.source.uuid}|${candidate.source.langcode}`, candidate]))
  const parentOf = (source: PageSource) => {
    if (source.parentId) return plannedById.get(source.parentId)
    const section = options.sectionPages?.[source.nodeType]
    return section && section !== source.uuid ? plannedByTranslation.get(`${section}|${source.langcode}`) : undefined
  }
  const ancestorsOf = (source: PageSource): Ancestor[] => {
    const ancestors: Ancestor[] = []
    const seen = new Set([source.gatsbyId])
    let parent = parentOf(source)
    while (parent && !seen.has(parent.source.gatsbyId)) {
      seen.add(parent.source.gatsbyId)
      if (parent.source.uuid !== options.homepageUuid) ancestors.unshift({ name: parent.source.title ?? "", path: parent.path })
      parent = parentOf(parent.source)
    }
    return ancestors
  }

  const pages = candidates.map(({ source, path }): PlannedPage => {
    const template = source.uuid === options.homepageUuid ? "home" : templateFor(source.nodeType, source.listing, source.form ?? null)
    return {
      path,
      template,
      context: {
        id: source.gatsbyId,
        uuid: source.uuid,
        language: source.langcode,
        nodeType: source.nodeType,
        namespaces: options.namespaces[template],
        translations: translationsByUuid.get(source.uuid) ?? [],
        ancestors: source.uuid === options.homepageUuid ? [] : ancestorsOf(source),
        i18n: {
          language: source.langcode,
          languages: options.locales,
          defaultLanguage: options.defaultLocale,
          generateDefaultLanguagePage: true,
          routed: true,
          originalPath: pathWithoutLocale(path),
          path,
        },
      },
    }
  })
  return { pages, warnings }
}
