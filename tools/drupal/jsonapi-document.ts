import { DEFAULT_DATE, valueIn, type ContentStore, type Entity, type EntityRef } from "../content-server/content-store"
import { fieldsOf, isReferenceField, isTranslatableField, isTranslatableType } from "../../src/drupal/model"
import { entityTypeOf, type FieldDefinition } from "../../src/drupal/model/types"

/**
 * How one content/ entity becomes a JSON:API document Drupal accepts (POST to create it, PATCH
 * to update one translation). Pure: the ids Drupal gave (files get new uuids, links need node ids,
 * paragraph references their revision) come in through DrupalIds.
 */

/** The text format content/ HTML is stored in (what the content server reports). */
export const TEXT_FORMAT = "basic_html"

/** What Drupal assigned to entities the importer created. */
export interface DrupalIds {
  /** Drupal's uuid for a content/ entity (files get a new one on upload; others keep theirs). */
  uuid(ref: { type: string; uuid: string }): string | undefined
  /** drupal_internal__* id, for entity:node/{nid} links. */
  internalId(ref: { type: string; uuid: string }): number | undefined
  /** drupal_internal__revision_id, for entity_reference_revisions. */
  revisionId(ref: { type: string; uuid: string }): number | undefined
}

export interface JsonApiDocument {
  data: {
    type: string
    id: string
    attributes: Record<string, unknown>
    relationships?: Record<string, { data: unknown }>
  }
}

/** Fields Drupal computes or overwrites on save, and fields the importer writes apart. */
const NOT_WRITTEN = new Set(["metatag", "changed"])
/** Base fields of paragraphs Drupal fills from the host (setParentEntity). */
const PARAGRAPH_PARENT_FIELDS = new Set(["parent_id", "parent_type", "parent_field_name"])

const REFERENCE_URI = /^([a-z_]+)--([a-z_]+):(.+)$/

/** A link's uri as Drupal stores it: entity:node/{nid}, internal:/path or the URL itself. */
export function linkUri(uri: string, store: ContentStore, ids: DrupalIds): string {
  const reference = REFERENCE_URI.exec(uri)
  if (reference) {
    const [, entityType, bundle, key] = reference
    const target = store.getByKey(`${entityType}--${bundle}`, key)
    if (!target) throw new Error(`link to missing ${entityType}--${bundle}:${key}`)
    const id = ids.internalId(target)
    if (id === undefined) throw new Error(`link to ${target.type}:${key}, which is not in Drupal yet`)
    return `entity:${entityType}/${id}`
  }
  if (uri.startsWith("/")) return `internal:${uri}`
  return uri
}

function linkValue(value: unknown, store: ContentStore, ids: DrupalIds): Record<string, unknown> | null {
  if (value === null || value === undefined) return null
  if (typeof value === "string") return { uri: linkUri(value, store, ids), title: "", options: [] }
  const { uri, title, options } = value as Record<string, unknown>
  return { uri: linkUri(String(uri), store, ids), title: title ?? "", options: options ?? [] }
}

function textValue(value: unknown, withSummary: boolean): Record<string, unknown> | null {
  if (value === null || value === undefined) return null
  const object = typeof value === "string" ? { value } : (value as Record<string, unknown>)
  const text: Record<string, unknown> = { value: String(object.value ?? ""), format: object.format ?? TEXT_FORMAT }
  if (withSummary) text.summary = object.summary ?? ""
  return text
}

/** Drupal's datetime fields take and give RFC 3339 with an offset; content/ writes Z or an offset. */
export function drupalDateTime(value: unknown): string | null {
  if (value === null || value === undefined) return null
  const date = new Date(String(value))
  if (Number.isNaN(date.getTime())) throw new Error(`"${String(value)}" is not a date`)
  return date.toISOString().replace(/\.\d{3}Z$/, "+00:00")
}

/**
 * A page's last change as the content server serves it (content/'s `changed`, else its default
 * date), or null for other entity types: the sitemaps' lastmod is a node's changed date, and
 * Drupal sets the import's time unless the importer writes it (see Importer.keepChangedDate).
 */
export function changedDate(entity: Entity, langcode: string): string | null {
  if (entityTypeOf(entity.type) !== "node") return null
  return drupalDateTime(valueIn(entity.values.changed, langcode, entity.langcode) ?? DEFAULT_DATE)
}

function keyValueList(value: unknown): Array<Record<string, unknown>> {
  if (value === null || value === undefined) return []
  if (Array.isArray(value)) return value.map((item) => ({ description: null, ...(item as Record<string, unknown>) }))
  return Object.entries(value as Record<string, unknown>).map(([key, item]) => ({ key, value: String(item), description: null }))
}

function attributeValue(
  entity: Entity,
  field: FieldDefinition,
  raw: unknown,
  store: ContentStore,
  ids: DrupalIds,
  langcode: string,
): unknown {
  switch (field.type) {
    case "text":
    case "text_with_summary":
      return textValue(raw, field.type === "text_with_summary")
    case "link":
      return field.multiple ? ((raw as unknown[] | undefined) ?? []).map((item) => linkValue(item, store, ids)) : linkValue(raw, store, ids)
    case "key_value":
      return keyValueList(raw)
    case "datetime":
      return drupalDateTime(raw)
    case "path":
      return typeof raw === "string" ? { alias: raw, langcode } : null
    case "redirect_source":
      return { query: [], ...(raw as Record<string, unknown>) }
    default:
      if (entity.type === "redirect--redirect" && raw && typeof raw === "object" && "uri" in raw) return linkValue(raw, store, ids)
      return raw ?? null
  }
}

/** Whether a field is written in a translation (its value may differ per language). */
function isWrittenIn(entity: Entity, field: FieldDefinition, langcode: string): boolean {
  if (langcode === entity.langcode) return true
  return isTranslatableType(entity.type) && isTranslatableField(field)
}

/** The attributes of one translation, in the shapes Drupal's field types take. */
export function attributesFor(
  entity: Entity,
  langcode: string,
  store: ContentStore,
  ids: DrupalIds,
  withEntityLinks = true,
): Record<string, unknown> {
  const fields = fieldsOf(entity.type)
  const attributes: Record<string, unknown> = {}
  for (const [name, raw] of Object.entries(entity.values)) {
    const field = fields[name]
    if (!field || isReferenceField(field) || NOT_WRITTEN.has(name) || PARAGRAPH_PARENT_FIELDS.has(name)) continue
    if (!isWrittenIn(entity, field, langcode)) continue
    if (entity.type === "menu_link_content--menu_link_content" && name === "parent") continue
    const value = valueIn(raw, langcode, entity.langcode)
    const isLink = field.type === "link" || name === "redirect_redirect"
    attributes[name] =
      !withEntityLinks && isLink && namesAnEntity(value)
        ? placeholderLink(value)
        : attributeValue(entity, field, value, store, ids, langcode)
  }
  if (entity.type === "menu_link_content--menu_link_content" && typeof entity.values.parent === "string") {
    const parent = store.getByKey(entity.type, entity.values.parent)
    if (!parent) throw new Error(`parent menu link ${entity.values.parent} is missing`)
    attributes.parent = `menu_link_content:${parent.uuid}`
  }
  if (entity.parent && entityTypeOf(entity.type) === "paragraph") {
    const hostId = ids.internalId(entity.parent)
    if (hostId !== undefined) {
      Object.assign(attributes, {
        parent_type: entityTypeOf(entity.parent.type),
        parent_field_name: entity.parent.field,
        parent_id: String(hostId),
      })
    }
  }
  if (entity.type === "redirect--redirect") attributes.language = entity.values.language ?? "und"
  else if (entityTypeOf(entity.type) === "config_pages") {
    // One entity per language context, serialised as config_pages stores it (recordings c02).
    attributes.context = `a:1:{i:0;a:1:{s:8:"language";s:${entity.langcode.length}:"${entity.langcode}";}}`
    attributes.label = entity.values.label ?? "Site settings"
  } else attributes.langcode = langcode
  return attributes
}

function relationshipItem(ref: EntityRef, field: FieldDefinition, langcode: string, originalLangcode: string, ids: DrupalIds): unknown {
  const id = ids.uuid(ref)
  if (!id) throw new Error(`references ${ref.type} ${ref.uuid}, which is not in Drupal yet`)
  const meta: Record<string, unknown> = {}
  if (field.type === "entity_reference_revisions") {
    const revision = ids.revisionId(ref)
    if (revision === undefined) throw new Error(`references paragraph ${ref.uuid}, whose revision is not known yet`)
    meta.target_revision_id = revision
  }
  for (const [key, value] of Object.entries(ref.meta ?? {})) meta[key] = valueIn(value, langcode, originalLangcode)
  return Object.keys(meta).length > 0 ? { type: ref.type, id, meta } : { type: ref.type, id }
}

/**
 * The relationships of one translation: every reference field written in that language whose
 * targets pass `ready` (files before anything else, the rest once every target exists).
 */
export function relationshipsFor(
  entity: Entity,
  langcode: string,
  ids: DrupalIds,
  ready: (ref: EntityRef) => boolean = () => true,
): Record<string, { data: unknown }> {
  const fields = fieldsOf(entity.type)
  const relationships: Record<string, { data: unknown }> = {}
  for (const [name, raw] of Object.entries(entity.values)) {
    const field = fields[name]
    if (!field || !isReferenceField(field) || !isWrittenIn(entity, field, langcode)) continue
    const refs = raw === null || raw === undefined ? [] : Array.isArray(raw) ? (raw as EntityRef[]) : [raw as EntityRef]
    if (!refs.every(ready)) continue
    const items = refs.map((ref) => relationshipItem(ref, field, langcode, entity.langcode, ids))
    relationships[name] = { data: field.multiple ? items : (items[0] ?? null) }
  }
  return relationships
}

/** Until the entities a link names exist, it points nowhere (menu links need some link). */
export const PLACEHOLDER_URI = "route:<nolink>"

function placeholderLink(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(placeholderLink)
  const title = value && typeof value === "object" ? (value as Record<string, unknown>).title : undefined
  return { uri: PLACEHOLDER_URI, title: typeof title === "string" ? title : "", options: [] }
}

/** Whether a value names another entity ("node--page:privacy"), anywhere inside it. */
function namesAnEntity(value: unknown): boolean {
  return /"[a-z_]+--[a-z_]+:[^"]+"/.test(JSON.stringify(value ?? null))
}

/** The document that writes one translation of an entity. */
export function documentFor(
  entity: Entity,
  langcode: string,
  store: ContentStore,
  ids: DrupalIds,
  options: { withLinks: boolean; ready?: (ref: EntityRef) => boolean },
): JsonApiDocument {
  const id = ids.uuid(entity) ?? entity.uuid
  const attributes = attributesFor(entity, langcode, store, ids, options.withLinks)
  const relationships = relationshipsFor(entity, langcode, ids, options.ready)
  return {
    data: { type: entity.type, id, attributes, ...(Object.keys(relationships).length > 0 ? { relationships } : {}) },
  }
}
