/**
 * Untranslated media, terms and paragraphs in every locale. Asked for /nl/jsonapi/media/image,
 * Drupal answers an English-only media as it is, langcode "en" (core/18, core/21, core/37),
 * having walked its fallback by language weight (variant-equal-language-weights). With
 * filterByLanguages, gatsby-source-drupal drops such an entity from the Dutch answer and links a
 * Dutch page only to Dutch targets, so the image vanishes from the Dutch page. Handing the
 * plugin the entity as the language it was asked in keeps Drupal's own choice of fallback and
 * every real translation (a translated alt text stays the translation).
 */

/** The entity types whose untranslated entities stand in for their translations. */
export const FALLBACK_ENTITY_TYPES: readonly string[] = ["media", "taxonomy_term", "paragraph", "file"]

interface ResourceObject {
  type?: string
  attributes?: { langcode?: string; [name: string]: unknown }
}

interface Document {
  data?: unknown
  included?: unknown
}

function entityTypeOf(resource: ResourceObject): string {
  return (resource.type ?? "").split("--")[0]
}

function asLanguage(resource: ResourceObject, langcode: string, entityTypes: readonly string[]): ResourceObject {
  const attributes = resource.attributes
  if (!attributes?.langcode || attributes.langcode === langcode || !entityTypes.includes(entityTypeOf(resource))) return resource
  return { ...resource, attributes: { ...attributes, langcode } }
}

function asLanguageAll(resources: unknown, langcode: string, entityTypes: readonly string[]): unknown {
  if (Array.isArray(resources)) return resources.map((resource: ResourceObject) => asLanguage(resource, langcode, entityTypes))
  if (resources && typeof resources === "object") return asLanguage(resources as ResourceObject, langcode, entityTypes)
  return resources
}

/**
 * A JSON:API document with every fallback entity of the given entity types (one whose langcode
 * is not the language asked for) given the asked language; everything else unchanged.
 */
export function withFallbackAsRequested<T extends Document>(document: T, langcode: string, entityTypes = FALLBACK_ENTITY_TYPES): T {
  const result: T = { ...document, data: asLanguageAll(document.data, langcode, entityTypes) }
  if (document.included !== undefined) result.included = asLanguageAll(document.included, langcode, entityTypes)
  return result
}
