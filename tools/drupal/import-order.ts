import type { ContentStore, Entity } from "../content-server/content-store"
import { entityTypeOf } from "../../src/drupal/model/types"

/**
 * The order the importer writes entities in. First pass (create): anything that may be
 * referenced comes before what references it where the model allows (media before nodes), and
 * every reference that is not a file waits for the second pass. Second pass (complete):
 * paragraphs deepest first, so that a host points at each paragraph's final revision.
 */
const ENTITY_TYPE_ORDER = ["media", "taxonomy_term", "node", "paragraph", "block_content", "menu_link_content", "redirect", "config_pages"]

function depth(entity: Entity, store: ContentStore): number {
  let levels = 0
  let parent = entity.parent
  while (parent) {
    levels += 1
    parent = store.get(parent.type, parent.uuid)?.parent
  }
  return levels
}

/** Every entity but files, in creation order. */
export function creationOrder(store: ContentStore): Entity[] {
  const rank = (entity: Entity): number => ENTITY_TYPE_ORDER.indexOf(entityTypeOf(entity.type))
  return store.entities.filter((entity) => rank(entity) >= 0).sort((a, b) => rank(a) - rank(b))
}

/** Every entity but files, in completion order: paragraphs deepest first, then the rest as created. */
export function completionOrder(store: ContentStore): Entity[] {
  const created = creationOrder(store)
  const paragraphs = created.filter((entity) => entityTypeOf(entity.type) === "paragraph")
  paragraphs.sort((a, b) => depth(b, store) - depth(a, store))
  return [...paragraphs, ...created.filter((entity) => entityTypeOf(entity.type) !== "paragraph")]
}

/** Whether what Drupal has already includes everything the importer would write (a subset, deeply). */
export function includes(actual: unknown, desired: unknown): boolean {
  if (desired === "" && actual === null) return true
  if (desired === null || typeof desired !== "object") {
    if (typeof desired === "number" && typeof actual === "number") return Math.abs(desired - actual) < 1e-9
    return desired === actual
  }
  if (Array.isArray(desired)) {
    return Array.isArray(actual) && actual.length === desired.length && desired.every((item, index) => includes(actual[index], item))
  }
  if (actual === null || typeof actual !== "object" || Array.isArray(actual)) return false
  return Object.entries(desired).every(([key, value]) => includes((actual as Record<string, unknown>)[key], value))
}
