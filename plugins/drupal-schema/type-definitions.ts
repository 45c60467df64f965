import { ALL_BUNDLES, fieldsOf, isReferenceField } from "../../src/drupal/model"
import { ENTITY_TYPES } from "../../src/drupal/model/entity-types"
import { COMPONENT_FIELDS, COMPONENT_PARAGRAPH_TYPES } from "../../src/drupal/model/paragraphs"
import { entityTypeOf, gatsbyTypeName, type BundleDefinition, type FieldDefinition } from "../../src/drupal/model/types"

/**
 * GraphQL type definitions for every bundle of the content model, so that page queries work
 * whatever the content holds (an empty field in all content would otherwise vanish from an
 * inferred schema) and against any Drupal that follows the model.
 */

const SHARED_TYPES = `
  type DrupalFormattedText { value: String format: String processed: String }
  type DrupalFormattedTextWithSummary { value: String format: String processed: String summary: String }
  type DrupalLink { uri: String title: String url: String external: Boolean }
  type DrupalKeyValue { key: String value: String description: String }
  type DrupalAddress { langcode: String country_code: String administrative_area: String locality: String postal_code: String address_line1: String address_line2: String organization: String }
  type DrupalGeolocation { lat: Float lng: Float }
  type DrupalPath { alias: String pid: Int langcode: String }
  type DrupalMetatagAttributes { name: String property: String content: String rel: String href: String }
  type DrupalMetatag { tag: String attributes: DrupalMetatagAttributes }
  type DrupalFileUri { value: String url: String }
  type DrupalRedirectSource { path: String query: JSON }
  type DrupalImageMeta { alt: String title: String width: Int height: Int }
`

const SCALARS: Partial<Record<FieldDefinition["type"], string>> = {
  string: "String",
  text: "DrupalFormattedText",
  text_with_summary: "DrupalFormattedTextWithSummary",
  boolean: "Boolean",
  integer: "Int",
  float: "Float",
  datetime: "Date @dateformat",
  link: "DrupalLink @drupalLink",
  key_value: "[DrupalKeyValue]",
  address: "DrupalAddress",
  geolocation: "DrupalGeolocation",
  path: "DrupalPath",
  metatag: "[DrupalMetatag]",
  file_uri: "DrupalFileUri",
  redirect_source: "DrupalRedirectSource",
}

/**
 * Interfaces shared by bundles, so that a reference to several bundles has one type. Reference
 * fields of an interface go to a second interface, `{name}Relationships`, which each member's
 * relationships type implements: a fragment on the interface can then follow them.
 */
interface InterfaceDefinition {
  name: string
  members: (type: string) => boolean
  fields: Readonly<Record<string, FieldDefinition>>
}

const nodeTypes = ALL_BUNDLES.map((bundle) => bundle.type).filter((type) => entityTypeOf(type) === "node")
const termTypes = ALL_BUNDLES.map((bundle) => bundle.type).filter((type) => entityTypeOf(type) === "taxonomy_term")

export const INTERFACES: readonly InterfaceDefinition[] = [
  {
    name: "DrupalNode",
    members: (type) => nodeTypes.includes(type),
    fields: {
      ...pick(fieldsOf("node--page"), ["title", "status", "created", "changed", "path", "metatag", "field_description", "field_noindex"]),
      // What the page shell reads of every page: header media, breadcrumb parent, sharing images.
      ...pick(fieldsOf("node--page"), ["field_hero_image", "field_slides", "field_parent", "field_meta_image"]),
    },
  },
  { name: "DrupalComponent", members: (type) => COMPONENT_PARAGRAPH_TYPES.includes(type), fields: COMPONENT_FIELDS },
  {
    name: "DrupalTaxonomyTerm",
    members: (type) => termTypes.includes(type),
    fields: pick(fieldsOf(termTypes[0]), ["name", "weight", "path"]),
  },
]

function pick<T>(record: Readonly<Record<string, T>>, keys: readonly string[]): Record<string, T> {
  return Object.fromEntries(keys.map((key) => [key, record[key]]))
}

function interfaceCovering(targets: readonly string[]): string | undefined {
  return INTERFACES.find((candidate) => targets.every((target) => candidate.members(target)))?.name
}

function targetTypeName(owner: string, fieldName: string, targets: readonly string[]): { name: string; union?: string } {
  if (targets.length === 1) return { name: gatsbyTypeName(targets[0]) }
  const shared = interfaceCovering(targets)
  if (shared) return { name: shared }
  const name = `${gatsbyTypeName(owner)}_${fieldName}_target`
  return { name, union: `union ${name} = ${targets.map(gatsbyTypeName).join(" | ")}` }
}

function attributeLine(name: string, field: FieldDefinition): string {
  const scalar = SCALARS[field.type]
  if (!scalar) throw new Error(`No GraphQL type for field type ${field.type}`)
  if (!field.multiple) return `${name}: ${scalar}`
  const [typeName, ...directives] = scalar.split(" ")
  return `${name}: [${typeName}] ${directives.join(" ")}`.trim()
}

function idLines(resourceType: string): string[] {
  const entityType = ENTITY_TYPES[entityTypeOf(resourceType)]
  const lines = ["drupal_id: String", "langcode: String", `${entityType.internalIdField}: Int`]
  if (entityType.revisionField) lines.push(`${entityType.revisionField}: Int`)
  if (entityType.translatable) lines.push("default_langcode: Boolean")
  // config_pages' context (PHP-serialized, e.g. the language of the entity): see config-page-context.ts.
  if (entityType.id === "config_pages") lines.push("context: String")
  return lines
}

function bundleDefinitions(bundle: BundleDefinition): string[] {
  const typeName = gatsbyTypeName(bundle.type)
  const interfaces = ["Node", ...INTERFACES.filter((candidate) => candidate.members(bundle.type)).map((candidate) => candidate.name)]
  const attributes = idLines(bundle.type)
  const relationships: string[] = []
  const extraTypes: string[] = []
  for (const [name, field] of Object.entries(fieldsOf(bundle.type))) {
    if (!isReferenceField(field)) {
      attributes.push(attributeLine(name, field))
      continue
    }
    const target = targetTypeName(bundle.type, name, field.targets ?? [])
    if (target.union) extraTypes.push(target.union)
    const type = field.multiple ? `[${target.name}]` : target.name
    relationships.push(`${name}: ${type} @link(from: "${name}___NODE")`)
    // gatsby-source-drupal copies the relationship meta (alt, width, ...) onto the entity.
    if (field.type === "image") attributes.push(`${name}: DrupalImageMeta`)
  }
  if (bundle.type === "file--file") attributes.push(`localFile: File @link(from: "localFile___NODE")`)
  if (entityTypeOf(bundle.type) === "menu_link_content") attributes.push("drupal_parent_menu_item: String")
  const definitions = [...extraTypes]
  if (relationships.length) {
    const relationshipInterfaces = INTERFACES.filter((candidate) => candidate.members(bundle.type) && hasReferences(candidate))
    const implementsClause = relationshipInterfaces.length
      ? ` implements ${relationshipInterfaces.map((candidate) => `${candidate.name}Relationships`).join(" & ")}`
      : ""
    definitions.push(`type ${typeName}Relationships${implementsClause} { ${relationships.join(" ")} }`)
    attributes.push(`relationships: ${typeName}Relationships`)
  }
  definitions.push(`type ${typeName} implements ${interfaces.join(" & ")} { ${attributes.join(" ")} }`)
  return definitions
}

function hasReferences(definition: InterfaceDefinition): boolean {
  return Object.values(definition.fields).some(isReferenceField)
}

function interfaceDefinition(definition: InterfaceDefinition): string[] {
  const lines = ["id: ID!", "drupal_id: String", "langcode: String"]
  const references: string[] = []
  for (const [name, field] of Object.entries(definition.fields)) {
    if (!isReferenceField(field)) {
      lines.push(attributeLine(name, field))
      continue
    }
    const target = targetTypeName(definition.name, name, field.targets ?? [])
    if (target.union) throw new Error(`${definition.name}.${name}: an interface relationship needs one target type or interface`)
    references.push(`${name}: ${field.multiple ? `[${target.name}]` : target.name}`)
  }
  if (!references.length) return [`interface ${definition.name} implements Node @nodeInterface { ${lines.join(" ")} }`]
  lines.push(`relationships: ${definition.name}Relationships`)
  return [
    `interface ${definition.name}Relationships { ${references.join(" ")} }`,
    `interface ${definition.name} implements Node @nodeInterface { ${lines.join(" ")} }`,
  ]
}

/** The SDL handed to createTypes. */
export function typeDefinitions(): string {
  return [SHARED_TYPES, ...INTERFACES.flatMap(interfaceDefinition), ...ALL_BUNDLES.flatMap(bundleDefinitions)].join("\n")
}
