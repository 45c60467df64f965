import { fieldsOf, getBundle, isReferenceField, isTranslatableType } from "../../src/drupal/model"
import { ENTITY_TYPES } from "../../src/drupal/model/entity-types"
import { bundleOf, entityTypeOf, type FieldDefinition } from "../../src/drupal/model/types"
import { configPageFor, valueIn, type ContentStore, type Entity, type EntityRef } from "./content-store"
import { fallbackCandidates, pathPrefix, type DrupalBehaviour } from "./drupal-behaviour"

export interface JsonApiLink {
  href: string
  meta?: Record<string, unknown>
}

export interface ResourceIdentifier {
  type: string
  id: string
  meta?: Record<string, unknown>
}

export interface Relationship {
  data: ResourceIdentifier | ResourceIdentifier[] | null
  links: { related: JsonApiLink; self: JsonApiLink }
}

export interface ResourceObject {
  type: string
  id: string
  links: { self: JsonApiLink }
  attributes: Record<string, unknown>
  relationships: Record<string, Relationship>
}

export interface ResourceContext {
  store: ContentStore
  /** Origin of the server, without trailing slash. */
  baseUrl: string
  /** The settings of the Drupal it stands in for: prefixes, languages, include count. */
  behaviour: DrupalBehaviour
}

const DEFAULT_DATE = "2025-01-06T09:00:00+00:00"
const TEXT_FORMAT = "basic_html"
const REFERENCE_URI = /^([a-z_]+)--([a-z_]+):(.+)$/

/**
 * The translation Drupal answers with: the requested one if it exists, else the first of the
 * fallback candidates (languages by weight) the entity has; an entity in one language only is
 * always answered in that language, with its own langcode (recordings core/17-24, 37, 06b).
 */
export function translationLanguage(entity: Entity, requested: string, behaviour: DrupalBehaviour): string {
  if (!isTranslatableType(entity.type) || entity.languages.length === 1) return entity.langcode
  return fallbackCandidates(requested, behaviour).find((langcode) => entity.languages.includes(langcode)) ?? entity.langcode
}

export function apiPrefix(context: ResourceContext, langcode: string): string {
  const prefix = pathPrefix(langcode, context.behaviour)
  return `${context.baseUrl}${prefix ? `/${prefix}` : ""}/${context.behaviour.apiPrefix}`
}

export function collectionUrl(context: ResourceContext, type: string, langcode: string): string {
  return `${apiPrefix(context, langcode)}/${entityTypeOf(type)}/${bundleOf(type)}`
}

/** config_pages' context as it stores it: a PHP-serialized list of context values (contrib/c02). */
export function serializedContext(language: string): string {
  return `a:1:{i:0;a:1:{s:8:"language";s:${Buffer.byteLength(language)}:"${language}";}}`
}

/** Drupal's date-time serialisation: 2025-01-06T09:00:00+00:00. */
export function drupalDate(value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null
  const date = value instanceof Date ? value : new Date(String(value))
  if (Number.isNaN(date.getTime())) return String(value)
  return date.toISOString().replace(/\.\d{3}Z$/, "+00:00")
}

function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim()
}

/** Link field URIs as Drupal stores them; "node--page:about" in content becomes entity:node/{nid}. */
function linkUri(uri: string, store: ContentStore): string {
  const reference = REFERENCE_URI.exec(uri)
  if (reference) {
    const [, entityType, bundle, key] = reference
    const target = store.getByKey(`${entityType}--${bundle}`, key)
    if (!target) throw new Error(`Link to missing ${entityType}--${bundle}:${key}`)
    return `entity:${entityType}/${target.internalId}`
  }
  if (uri.startsWith("/")) return `internal:${uri}`
  return uri
}

function linkValue(value: unknown, store: ContentStore): Record<string, unknown> | null {
  if (value === null || value === undefined) return null
  if (typeof value === "string") return { uri: linkUri(value, store), title: "", options: [] }
  const { uri, title, options } = value as Record<string, unknown>
  return { uri: linkUri(String(uri), store), title: title ?? "", options: options ?? [] }
}

function textValue(value: unknown, withSummary: boolean): Record<string, unknown> | null {
  if (value === null || value === undefined) return null
  const object = typeof value === "string" ? { value } : (value as Record<string, unknown>)
  const text = String(object.value ?? "")
  // basic_html's HTML corrector re-serialises the text and drops the whitespace after the last
  // element (the real Drupal's `processed`, found by npm run test:drupal in job postings' JSON-LD).
  const result: Record<string, unknown> = { value: text, format: object.format ?? TEXT_FORMAT, processed: text.trimEnd() }
  if (withSummary) result.summary = object.summary ?? ""
  return result
}

function keyValueList(value: unknown): Array<Record<string, unknown>> {
  if (value === null || value === undefined) return []
  if (Array.isArray(value)) return value.map((item) => ({ description: null, ...(item as Record<string, unknown>) }))
  return Object.entries(value as Record<string, unknown>).map(([key, item]) => ({ key, value: item, description: null }))
}

function siteName(context: ResourceContext, langcode: string): string {
  const settings = configPageFor(context.store, "config_pages--site_settings", langcode)
  if (!settings) return ""
  return String(valueIn(settings.values.field_brand_name, langcode, settings.langcode) ?? "")
}

/** What the metatag module computes: title, description and canonical, unless the editor overrode them. */
function metatags(entity: Entity, langcode: string, context: ResourceContext): Array<Record<string, unknown>> {
  const overrides = (valueIn(entity.values.metatag, langcode, entity.langcode) ?? {}) as Record<string, unknown>
  const title = String(valueIn(entity.values.title, langcode, entity.langcode) ?? "")
  const description = valueIn(entity.values.field_description, langcode, entity.langcode)
  const descriptionText = typeof description === "string" ? stripTags(description) : ""
  const alias = valueIn(entity.values.path, langcode, entity.langcode)
  const brand = siteName(context, langcode)
  const tags: Array<Record<string, unknown>> = [
    { tag: "meta", attributes: { name: "title", content: String(overrides.title ?? (brand ? `${title} | ${brand}` : title)) } },
    { tag: "meta", attributes: { name: "description", content: String(overrides.description ?? descriptionText) } },
  ]
  if (typeof alias === "string") {
    tags.push({ tag: "link", attributes: { rel: "canonical", href: `${context.baseUrl}/${langcode}${alias}` } })
  }
  return tags
}

function attributeValue(entity: Entity, name: string, field: FieldDefinition, langcode: string, context: ResourceContext): unknown {
  const raw = valueIn(entity.values[name], langcode, entity.langcode)
  switch (field.type) {
    case "text":
    case "text_with_summary":
      return textValue(raw, field.type === "text_with_summary")
    case "link":
      return field.multiple
        ? ((raw as unknown[] | undefined) ?? []).map((item) => linkValue(item, context.store))
        : linkValue(raw, context.store)
    case "key_value":
      return keyValueList(raw)
    case "datetime":
      return drupalDate(raw)
    case "path":
      return { alias: typeof raw === "string" ? raw : null, pid: typeof raw === "string" ? entity.internalId : null, langcode }
    case "metatag":
      return metatags(entity, langcode, context)
    default:
      if (raw === undefined || raw === null) return field.multiple ? [] : null
      return raw
  }
}

/** Values Drupal fills in when the editor leaves them alone. */
function defaultAttributes(entity: Entity, langcode: string): Record<string, unknown> {
  const entityType = entityTypeOf(entity.type)
  const defaults: Record<string, unknown> = {}
  if (entityType !== "redirect" && entityType !== "config_pages") {
    defaults.status = true
  }
  if (entityType === "node") Object.assign(defaults, { promote: false, sticky: false })
  if (entityType === "menu_link_content")
    Object.assign(defaults, { enabled: true, expanded: false, weight: 0, parent: null, description: null })
  if (entityType === "taxonomy_term") Object.assign(defaults, { weight: 0, description: null })
  // Redirects have a language of their own but no langcode and no changed date (core/33).
  if (entityType === "redirect") Object.assign(defaults, { enabled: true, redirect_type: "redirect", status_code: 301, language: "und" })
  if (entityType === "config_pages") defaults.label = getBundle(entity.type).label
  if (entityType === "block_content") defaults.info = entity.key
  defaults.created = DEFAULT_DATE
  if (entityType !== "redirect") defaults.changed = DEFAULT_DATE
  if (entity.parent) {
    const parent = entity.parent
    Object.assign(defaults, { parent_type: entityTypeOf(parent.type), parent_field_name: parent.field })
  }
  // A config page is no translation: it has a context and no langcode (contrib/c02).
  if (entityType === "config_pages") defaults.context = serializedContext(entity.context?.language ?? langcode)
  else if (entityType !== "redirect") defaults.langcode = langcode
  return defaults
}

function relationshipData(
  ref: EntityRef,
  field: FieldDefinition,
  langcode: string,
  entity: Entity,
  context: ResourceContext,
): ResourceIdentifier {
  const target = context.store.get(ref.type, ref.uuid)
  const meta: Record<string, unknown> = { drupal_internal__target_id: target?.internalId ?? null }
  if (field.type === "entity_reference_revisions") meta.target_revision_id = target?.revisionId ?? null
  if (field.type === "image") {
    const file = target ? context.store.files.get(String((target.values.uri as { url: string }).url)) : undefined
    const own = (valueIn(ref.meta ?? {}, langcode, entity.langcode) ?? {}) as Record<string, unknown>
    Object.assign(meta, { alt: own.alt ?? "", title: own.title ?? "", width: file?.width ?? null, height: file?.height ?? null })
  }
  return { type: ref.type, id: ref.uuid, meta }
}

/**
 * The names a filter or sort may start with on a resource type: its fields and the base fields
 * the server adds, as Drupal's field resolver knows them; anything else is a 400.
 */
export function fieldNamesOf(type: string): Set<string> {
  const entityType = ENTITY_TYPES[entityTypeOf(type)]
  const sample: Entity = { type, key: "", uuid: "", internalId: 0, revisionId: 0, langcode: "", languages: [], values: {}, source: "" }
  const names = new Set(["id", entityType.internalIdField, ...Object.keys(defaultAttributes(sample, "")), ...Object.keys(fieldsOf(type))])
  if (entityType.revisionField) names.add(entityType.revisionField)
  if (entityType.translatable) names.add("default_langcode")
  if (entityType.id === "paragraph") ["parent_id", "parent_type", "parent_field_name"].forEach((name) => names.add(name))
  if (entityType.id === "menu_link_content") names.add("external")
  return names
}

export function resourceSelfUrl(entity: Entity, langcode: string, context: ResourceContext): string {
  return `${collectionUrl(context, entity.type, langcode)}/${entity.uuid}`
}

/** The JSON:API resource object of one translation of an entity. */
export function buildResource(entity: Entity, requestedLangcode: string, context: ResourceContext): ResourceObject {
  const langcode = translationLanguage(entity, requestedLangcode, context.behaviour)
  const entityType = ENTITY_TYPES[entityTypeOf(entity.type)]
  const self = resourceSelfUrl(entity, requestedLangcode, context)
  const attributes: Record<string, unknown> = { [entityType.internalIdField]: entity.internalId }
  if (entityType.revisionField) attributes[entityType.revisionField] = entity.revisionId
  Object.assign(attributes, defaultAttributes(entity, langcode))
  if (entityType.translatable && entityType.id !== "config_pages") attributes.default_langcode = langcode === entity.langcode
  if (entity.parent) {
    const parent = context.store.get(entity.parent.type, entity.parent.uuid)
    attributes.parent_id = String(parent?.internalId ?? "")
  }
  const relationships: Record<string, Relationship> = {}
  for (const [name, field] of Object.entries(fieldsOf(entity.type))) {
    if (isReferenceField(field)) {
      const value = entity.values[name] as EntityRef | EntityRef[] | null | undefined
      const data = Array.isArray(value)
        ? value.map((ref) => relationshipData(ref, field, langcode, entity, context))
        : value
          ? relationshipData(value, field, langcode, entity, context)
          : field.multiple
            ? []
            : null
      relationships[name] = { data, links: { related: { href: `${self}/${name}` }, self: { href: `${self}/relationships/${name}` } } }
      continue
    }
    if (name in entity.values || !(name in attributes)) {
      attributes[name] = attributeValue(entity, name, field, langcode, context)
    }
  }
  if (entityTypeOf(entity.type) === "menu_link_content") {
    const link = attributes.link as { uri?: string } | null
    attributes.external = Boolean(link?.uri && /^https?:/.test(link.uri))
    // Content names the parent link by its key; Drupal says menu_link_content:{uuid}.
    const parentKey = entity.values.parent
    if (typeof parentKey === "string" && !parentKey.startsWith("menu_link_content:")) {
      const parent = context.store.getByKey(entity.type, parentKey)
      if (!parent) throw new Error(`${entity.source}: parent menu link "${parentKey}" does not exist`)
      attributes.parent = `menu_link_content:${parent.uuid}`
    }
  }
  return { type: entity.type, id: entity.uuid, links: { self: { href: self } }, attributes, relationships }
}
