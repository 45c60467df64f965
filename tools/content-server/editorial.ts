import { LOCALE_CODES } from "../../src/config/locales"
import { fieldsOf, isReferenceField } from "../../src/drupal/model"
import { ENTITY_TYPES } from "../../src/drupal/model/entity-types"
import { entityTypeOf } from "../../src/drupal/model/types"
import { isTranslationMap, type ContentStore, type Entity } from "./content-store"

/** What an editor does to one translation of one entity. */
export type EditorialAction = "publish" | "unpublish" | "delete"

export const EDITORIAL_ACTIONS: readonly EditorialAction[] = ["publish", "unpublish", "delete"]

export interface EditorialChange {
  /** The JSON:API resource type, e.g. "node--page". */
  type: string
  uuid: string
  langcode: string
  action: EditorialAction
  /** Plain attribute values to set in that language before publishing (an editor's edit). */
  set?: Readonly<Record<string, string>>
}

/** What the change did, as the fastBuilds log records it. */
export interface EditorialOutcome {
  entity: Entity
  langcode: string
  /** insert: a translation appears; update: it changed; delete: it is gone from visitors. */
  logAction: "insert" | "update" | "delete"
  /** The whole entity was removed from the store (its original language was deleted). */
  removed: boolean
}

/** A change the content server refuses, with the reason an editor reads (a 4xx). */
export class EditorialError extends Error {
  constructor(
    readonly status: 404 | 422,
    message: string,
  ) {
    super(message)
  }
}

/** Translations unpublished by an editor, kept so that publishing them again brings them back. */
const unpublishedTranslations = new WeakMap<Entity, Set<string>>()

function unpublishedOf(entity: Entity): Set<string> {
  let set = unpublishedTranslations.get(entity)
  if (!set) {
    set = new Set()
    unpublishedTranslations.set(entity, set)
  }
  return set
}

/** Sets a plain value in one language, turning a shared value into a per-language map when needed. */
function setInLanguage(entity: Entity, field: string, langcode: string, value: string): void {
  const current = entity.values[field]
  if (isTranslationMap(current)) current[langcode] = value
  else if (entity.languages.length <= 1 && langcode === entity.langcode) entity.values[field] = value
  else entity.values[field] = { ...(current === undefined ? {} : { [entity.langcode]: current }), [langcode]: value }
}

function applyEdits(entity: Entity, langcode: string, set: Readonly<Record<string, string>>, now: Date): void {
  const fields = fieldsOf(entity.type)
  for (const [name, value] of Object.entries(set)) {
    const field = fields[name]
    if (!field) throw new EditorialError(422, `${entity.type} has no field "${name}".`)
    if (isReferenceField(field)) throw new EditorialError(422, `${entity.type}: "${name}" is a reference; only plain fields can be set.`)
    setInLanguage(entity, name, langcode, value)
  }
  if ("changed" in fields) setInLanguage(entity, "changed", langcode, now.toISOString().replace(/\.\d{3}Z$/, "+00:00"))
  // Drupal saves a new revision on every save.
  entity.revisionId += 1
}

function publish(entity: Entity, change: EditorialChange, now: Date): EditorialOutcome["logAction"] {
  const unpublished = unpublishedOf(entity)
  const wasVisible = entity.values.status !== false && entity.languages.includes(change.langcode)
  if (unpublished.delete(change.langcode) && !entity.languages.includes(change.langcode)) entity.languages.push(change.langcode)
  if (!entity.languages.includes(change.langcode)) {
    if (!change.set || Object.keys(change.set).length === 0)
      throw new EditorialError(422, `${entity.type} ${entity.uuid} has no ${change.langcode} translation: give its fields to create one.`)
    entity.languages.push(change.langcode)
  }
  if (change.langcode === entity.langcode || entity.values.status === false) entity.values.status = true
  applyEdits(entity, change.langcode, change.set ?? {}, now)
  return wasVisible ? "update" : "insert"
}

/** Unpublishing the only visible translation unpublishes the entity; any other leaves the rest published. */
function unpublish(entity: Entity, langcode: string): void {
  const others = entity.languages.filter((language) => language !== langcode)
  if (langcode === entity.langcode || others.length === 0) {
    entity.values.status = false
    return
  }
  unpublishedOf(entity).add(langcode)
  entity.languages = others
}

/**
 * Applies one editor's change to the running content server's content, as a save in Drupal would:
 * publish (optionally with edited fields) makes the translation visible, unpublish hides it
 * (the whole entity when it is the original language), delete removes the translation (the whole
 * entity when it is the original language, as Drupal cannot delete a default translation alone).
 */
export function applyEditorialChange(store: ContentStore, change: EditorialChange, now = new Date()): EditorialOutcome {
  if (!LOCALE_CODES.includes(change.langcode)) throw new EditorialError(422, `The language "${change.langcode}" is not enabled.`)
  const entityType = ENTITY_TYPES[entityTypeOf(change.type) as keyof typeof ENTITY_TYPES]
  if (!entityType) throw new EditorialError(422, `"${change.type}" is not a resource type of this site.`)
  const entity = store.get(change.type, change.uuid)
  if (!entity) throw new EditorialError(404, `There is no ${change.type} ${change.uuid}.`)
  const known = entity.languages.includes(change.langcode) || unpublishedOf(entity).has(change.langcode)
  if (change.action === "publish") return { entity, langcode: change.langcode, logAction: publish(entity, change, now), removed: false }
  if (!known) throw new EditorialError(404, `${change.type} ${change.uuid} has no ${change.langcode} translation.`)
  if (change.action === "unpublish") {
    unpublish(entity, change.langcode)
    return { entity, langcode: change.langcode, logAction: "delete", removed: false }
  }
  if (change.langcode === entity.langcode) {
    store.remove(entity)
    return { entity, langcode: change.langcode, logAction: "delete", removed: true }
  }
  unpublishedOf(entity).delete(change.langcode)
  entity.languages = entity.languages.filter((language) => language !== change.langcode)
  return { entity, langcode: change.langcode, logAction: "delete", removed: false }
}

/** The entity's label in a language (its title or name), for logs and messages. */
export function labelIn(entity: Entity, langcode: string): string | null {
  const labelField = ENTITY_TYPES[entityTypeOf(entity.type) as keyof typeof ENTITY_TYPES]?.labelField
  const raw = labelField ? entity.values[labelField] : undefined
  const value = isTranslationMap(raw) ? (raw[langcode] ?? raw[entity.langcode]) : raw
  return typeof value === "string" ? value : null
}
