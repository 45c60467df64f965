import { CALCULATOR_BUNDLES } from "./calculator"
import { BASE_FIELDS, ENTITY_TYPES } from "./entity-types"
import { NODE_BUNDLES } from "./nodes"
import { COMPONENT_PARAGRAPHS, ITEM_PARAGRAPHS } from "./paragraphs"
import { BLOCK_BUNDLES, CONFIG_PAGE_BUNDLES, FILE_BUNDLES, MEDIA_BUNDLES, MENU_BUNDLES, REDIRECT_BUNDLES, TAXONOMY_BUNDLES } from "./site"
import { entityTypeOf, type BundleDefinition, type FieldDefinition } from "./types"

/** Every bundle of the content model, in the order the docs list them. */
export const ALL_BUNDLES: readonly BundleDefinition[] = [
  ...NODE_BUNDLES,
  ...COMPONENT_PARAGRAPHS,
  ...ITEM_PARAGRAPHS,
  ...TAXONOMY_BUNDLES,
  ...CALCULATOR_BUNDLES,
  ...MEDIA_BUNDLES,
  ...FILE_BUNDLES,
  ...MENU_BUNDLES,
  ...BLOCK_BUNDLES,
  ...CONFIG_PAGE_BUNDLES,
  ...REDIRECT_BUNDLES,
]

const bundlesByType = new Map(ALL_BUNDLES.map((bundle) => [bundle.type, bundle]))

export function getBundle(resourceType: string): BundleDefinition {
  const bundle = bundlesByType.get(resourceType)
  if (!bundle) throw new Error(`The content model has no bundle "${resourceType}"`)
  return bundle
}

export function hasBundle(resourceType: string): boolean {
  return bundlesByType.has(resourceType)
}

/** Base fields of the entity type followed by the bundle's own fields. */
export function fieldsOf(resourceType: string): Readonly<Record<string, FieldDefinition>> {
  return { ...BASE_FIELDS[entityTypeOf(resourceType)], ...getBundle(resourceType).fields }
}

export function isTranslatableType(resourceType: string): boolean {
  return ENTITY_TYPES[entityTypeOf(resourceType)].translatable
}

/** Whether a field holds a reference to other entities (a JSON:API relationship). */
export function isReferenceField(field: FieldDefinition): boolean {
  return field.type === "entity_reference" || field.type === "entity_reference_revisions" || field.type === "image"
}

/** Whether a field's value differs per translation. */
export function isTranslatableField(field: FieldDefinition): boolean {
  return field.translatable ?? true
}

export const TRANSLATABLE_TYPES: readonly string[] = ALL_BUNDLES.map((bundle) => bundle.type).filter(isTranslatableType)
export const UNTRANSLATABLE_TYPES: readonly string[] = ALL_BUNDLES.map((bundle) => bundle.type).filter((type) => !isTranslatableType(type))
