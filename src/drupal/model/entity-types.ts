import type { EntityTypeDefinition, EntityTypeId, FieldDefinition } from "./types"

export const ENTITY_TYPES: Readonly<Record<EntityTypeId, EntityTypeDefinition>> = {
  node: {
    id: "node",
    translatable: true,
    labelField: "title",
    internalIdField: "drupal_internal__nid",
    revisionField: "drupal_internal__vid",
  },
  paragraph: {
    id: "paragraph",
    translatable: true,
    labelField: "",
    internalIdField: "drupal_internal__id",
    revisionField: "drupal_internal__revision_id",
  },
  taxonomy_term: {
    id: "taxonomy_term",
    translatable: true,
    labelField: "name",
    internalIdField: "drupal_internal__tid",
    revisionField: "drupal_internal__revision_id",
  },
  media: {
    id: "media",
    translatable: true,
    labelField: "name",
    internalIdField: "drupal_internal__mid",
    revisionField: "drupal_internal__vid",
  },
  file: { id: "file", translatable: false, labelField: "filename", internalIdField: "drupal_internal__fid" },
  menu_link_content: {
    id: "menu_link_content",
    translatable: true,
    labelField: "title",
    internalIdField: "drupal_internal__id",
    revisionField: "drupal_internal__revision_id",
  },
  block_content: {
    id: "block_content",
    translatable: true,
    labelField: "info",
    internalIdField: "drupal_internal__id",
    revisionField: "drupal_internal__revision_id",
  },
  config_pages: { id: "config_pages", translatable: true, labelField: "label", internalIdField: "drupal_internal__id" },
  redirect: { id: "redirect", translatable: false, labelField: "", internalIdField: "drupal_internal__rid" },
}

const untranslated = { translatable: false } as const

/**
 * Base fields every bundle of an entity type has, besides the internal ids and langcode that
 * the content server always adds.
 */
export const BASE_FIELDS: Readonly<Record<EntityTypeId, Readonly<Record<string, FieldDefinition>>>> = {
  node: {
    title: { type: "string", label: "Title", required: true },
    status: { type: "boolean", label: "Published", ...untranslated },
    created: { type: "datetime", label: "Authored on", ...untranslated },
    changed: { type: "datetime", label: "Changed" },
    promote: { type: "boolean", label: "Promoted to front page", ...untranslated },
    sticky: { type: "boolean", label: "Sticky at top of lists", ...untranslated },
    path: { type: "path", label: "URL alias (pathauto)" },
    metatag: { type: "metatag", label: "Metatags (computed by the metatag module)" },
  },
  paragraph: {
    status: { type: "boolean", label: "Published", ...untranslated },
    created: { type: "datetime", label: "Created", ...untranslated },
    parent_id: { type: "string", label: "Parent entity id", ...untranslated },
    parent_type: { type: "string", label: "Parent entity type", ...untranslated },
    parent_field_name: { type: "string", label: "Parent field", ...untranslated },
  },
  taxonomy_term: {
    name: { type: "string", label: "Name", required: true },
    description: { type: "text", label: "Description" },
    weight: { type: "integer", label: "Weight", ...untranslated },
    status: { type: "boolean", label: "Published", ...untranslated },
    changed: { type: "datetime", label: "Changed" },
    path: { type: "path", label: "URL alias" },
  },
  media: {
    name: { type: "string", label: "Name", required: true },
    status: { type: "boolean", label: "Published", ...untranslated },
    created: { type: "datetime", label: "Created", ...untranslated },
    changed: { type: "datetime", label: "Changed" },
  },
  file: {
    filename: { type: "string", label: "File name", ...untranslated },
    uri: { type: "file_uri", label: "URI", ...untranslated },
    filemime: { type: "string", label: "MIME type", ...untranslated },
    filesize: { type: "integer", label: "Size in bytes", ...untranslated },
    status: { type: "boolean", label: "Permanent", ...untranslated },
    created: { type: "datetime", label: "Created", ...untranslated },
    changed: { type: "datetime", label: "Changed", ...untranslated },
  },
  menu_link_content: {
    title: { type: "string", label: "Menu link title", required: true },
    description: { type: "string", label: "Description" },
    menu_name: { type: "string", label: "Menu", ...untranslated },
    link: { type: "link", label: "Link" },
    external: { type: "boolean", label: "External", ...untranslated },
    enabled: { type: "boolean", label: "Enabled", ...untranslated },
    expanded: { type: "boolean", label: "Show as expanded", ...untranslated },
    weight: { type: "integer", label: "Weight", ...untranslated },
    parent: { type: "string", label: "Parent link (menu_link_content:{uuid})", ...untranslated },
    changed: { type: "datetime", label: "Changed" },
  },
  block_content: {
    info: { type: "string", label: "Block description", required: true },
    changed: { type: "datetime", label: "Changed" },
  },
  config_pages: {
    label: { type: "string", label: "Label", ...untranslated },
    changed: { type: "datetime", label: "Changed" },
  },
  redirect: {
    redirect_source: { type: "redirect_source", label: "From (path without leading slash)", ...untranslated },
    redirect_redirect: { type: "link", label: "To", ...untranslated },
    status_code: { type: "integer", label: "Status code", ...untranslated },
    language: { type: "string", label: "Language the rule applies to", ...untranslated },
    created: { type: "datetime", label: "Created", ...untranslated },
  },
}
