/**
 * The vocabulary of the content model: what a Drupal field config says about a field, written
 * down once so that the embedded content server, the Gatsby schema and docs/content-model.md
 * all agree on the shape of every entity.
 */

export type FieldType =
  /** Plain string (Drupal string, string_long, email, telephone). */
  | "string"
  /** Formatted text: { value, format, processed }. */
  | "text"
  /** Formatted text with a summary: { value, format, processed, summary }. */
  | "text_with_summary"
  | "boolean"
  | "integer"
  | "float"
  /** ISO 8601 date-time string. */
  | "datetime"
  /** Link field: { uri, title, options }. */
  | "link"
  /** A list of { key, value } pairs (key_value_field). */
  | "key_value"
  /** Postal address (address module). */
  | "address"
  /** { lat, lng } (geolocation module). */
  | "geolocation"
  /** Entity reference; the referenced types are listed in `targets`. */
  | "entity_reference"
  /** Entity reference to revisions (paragraphs), with target_revision_id. */
  | "entity_reference_revisions"
  /** Image field: a file reference carrying alt, title, width and height as meta. */
  | "image"
  /** Base field of nodes and terms: { alias, pid, langcode }. */
  | "path"
  /** Computed metatag list: [{ tag, attributes: { name | property | rel, content | href } }]. */
  | "metatag"
  /** Base field of files: { value: "public://...", url: "/sites/default/files/..." }. */
  | "file_uri"
  /** Base field of redirects: { path, query }. */
  | "redirect_source"

export interface FieldDefinition {
  type: FieldType
  /** What an editor sees, and what the docs say. */
  label: string
  /** Whether the value differs per translation. Defaults to true for text-like fields. */
  translatable?: boolean
  /** Unlimited cardinality. */
  multiple?: boolean
  /** JSON:API resource types a reference may point to. */
  targets?: readonly string[]
  /** Allowed values of a list field, shown in the docs. */
  allowed?: readonly string[]
  required?: boolean
}

export interface BundleDefinition {
  /** The JSON:API resource type, e.g. "node--page". */
  type: string
  label: string
  description: string
  fields: Readonly<Record<string, FieldDefinition>>
}

/** Drupal entity types used by the site, with what JSON:API calls them. */
export type EntityTypeId =
  "node" | "paragraph" | "taxonomy_term" | "media" | "file" | "menu_link_content" | "block_content" | "config_pages" | "redirect"

export interface EntityTypeDefinition {
  id: EntityTypeId
  /** Whether the site translates this entity type (content_translation enabled). */
  translatable: boolean
  /** The attribute holding the label. */
  labelField: string
  /** The drupal_internal__* id attribute. */
  internalIdField: string
  /** Whether the entity type has revisions (adds drupal_internal__revision_id or vid). */
  revisionField?: string
}

export function entityTypeOf(resourceType: string): EntityTypeId {
  return resourceType.split("--")[0] as EntityTypeId
}

export function bundleOf(resourceType: string): string {
  return resourceType.split("--")[1]
}

/** The Gatsby GraphQL type gatsby-source-drupal creates for a JSON:API type. */
export function gatsbyTypeName(resourceType: string): string {
  return resourceType.replace(/-|__|:|\.|\s/g, "_")
}
