import { DEFAULT_LOCALE, LOCALES } from "../../src/config/locales"
import { SEARCH_INDEX_ID } from "../../src/config/search"
import { ALL_BUNDLES, isTranslatableField, isTranslatableType } from "../../src/drupal/model"
import { BASE_FIELDS, ENTITY_TYPES } from "../../src/drupal/model/entity-types"
import { MENU_NAMES } from "../../src/drupal/model/menu-names"
import { receiverUrl } from "../publishing/receiver-port"
import { projectDrupal } from "../content-server/drupal-behaviour"
import { bundleOf, entityTypeOf, type BundleDefinition, type EntityTypeId, type FieldDefinition } from "../../src/drupal/model/types"

/**
 * The Drupal side of the content model as data: what drupal/setup.php creates on a Drupal 10/11.
 * Written from src/drupal/model and src/config/locales.ts, so the Drupal and the site cannot
 * describe different bundles, fields or languages; drupal/site-plan.json is this plan, and a test
 * fails when it is stale.
 */

/** Modules the site's Drupal needs, in an order drush can enable them. */
export const DRUPAL_MODULES = [
  "jsonapi",
  "serialization",
  "basic_auth",
  "language",
  "content_translation",
  "config_translation",
  "locale",
  "menu_link_content",
  "media",
  "media_library",
  "taxonomy",
  "path",
  "link",
  "datetime",
  "options",
  "block_content",
  "redirect",
  "entity_reference_revisions",
  "paragraphs",
  "config_pages",
  "search_api",
  "search_api_db",
  "jsonapi_extras",
  // The metatag attribute the site's heads and search results read (a computed field of metatag 2).
  "token",
  "metatag",
  "fleetlane",
  // The draft preview's role: "view any unpublished content" and "view latest version" are content
  // moderation's permissions (without it Drupal drops the first silently and only an administrator
  // sees an unpublished node). No workflow is attached to a content type (see README, "Preview a draft").
  "workflows",
  "content_moderation",
  // Publishing (README "Editors"): the change log gatsby-source-drupal's fastBuilds asks, and the
  // build hook a save calls. Their settings are in docs/drupal.md.
  "gatsby",
  "gatsby_instantpreview",
  "gatsby_fastbuilds",
  "build_hooks",
  // drupal/modules/fleetlane_fastbuilds: fastbuilds' delete entries name type and language.
  "fleetlane_fastbuilds",
] as const

export const API_ROLE = "fleetlane_api"

/**
 * What the build user reads that anonymous visitors may not (recordings core/14, core/32,
 * contrib/c01): menu links, redirects and the site settings; the rest is what anonymous has.
 */
export const API_ROLE_PERMISSIONS = [
  "access content",
  "view media",
  "access user profiles",
  "administer menu",
  "administer redirects",
  "view site_settings config page entity",
  // gatsby_fastbuilds' sync route (/gatsby-fastbuilds/sync/{last_fetch}), for fastBuilds.
  "sync gatsby fastbuild log entities",
] as const

export const PREVIEW_ROLE = "fleetlane_preview"

/**
 * What the draft preview's user reads (netlify/lib/preview): a node's latest revision
 * (rel:working-copy: "view all revisions", and content moderation's "view latest version" for a
 * draft of a published node), unpublished or not ("view any unpublished content", content
 * moderation's), with its paragraphs, terms, media and files (what anonymous reads). Tried on the
 * shared Drupal 10.5: without "view any unpublished content" the preview user gets 403 for a draft,
 * without "view latest version" 403 for a newer draft of a published page. Nothing of the build's
 * role: the preview reads no menus, redirects or site settings; and never these permissions on the
 * build's role, or every collection would list drafts (recordings revisions/r11, r13).
 */
export const PREVIEW_ROLE_PERMISSIONS = [
  "access content",
  "view media",
  "view all revisions",
  "view any unpublished content",
  "view latest version",
] as const

/** A field as Drupal stores it: the storage (per entity type) and the field (per bundle). */
export interface PlannedField {
  entityType: EntityTypeId
  bundle: string
  name: string
  label: string
  /** Drupal's field type plugin id. */
  drupalType: string
  /** -1 for unlimited. */
  cardinality: number
  translatable: boolean
  required: boolean
  storageSettings: Record<string, unknown>
  settings: Record<string, unknown>
}

export interface PlannedLanguage {
  langcode: string
  label: string
  /** URL prefix; "" for the default language. */
  prefix: string
  weight: number
}

export interface PlannedBundle {
  entityType: EntityTypeId
  bundle: string
  label: string
  description: string
  /** content_translation enabled for the bundle. */
  translatable: boolean
}

/** A base field the model translates: setup.php makes it translatable where Drupal does not (a base field override). */
export interface TranslatedBaseField {
  entityType: EntityTypeId
  bundle: string
  name: string
}

/**
 * What publishing needs of Drupal (README "Editors", docs/drupal.md): the entity types whose
 * saves gatsby_fastbuilds logs for fastBuilds, its log settings, and build_hooks' frontend
 * environment, which posts to the build hook on every save of a logged entity.
 */
export interface PublishingPlan {
  /** gatsby.settings preview_entity_types: the entity types gatsby_fastbuilds logs. */
  gatsbyEntityTypes: string[]
  /** gatsby_fastbuilds.settings: log published content only (an unpublish is logged as a delete). */
  logPublished: boolean
  /** gatsby_fastbuilds.settings: delete log entries older than logExpirationSeconds (cron). */
  deleteLogEntities: boolean
  logExpirationSeconds: number
  /** build_hooks.settings logging.entity_types: the entity types whose saves call the hook. */
  buildHooksEntityTypes: string[]
  /** build_hooks' frontend environment (a config entity of type frontend_environment). */
  frontendEnvironment: {
    id: string
    label: string
    /** The generic plugin: a POST without body to the hook URL, what a Netlify build hook takes. */
    plugin: string
    /** "entitysave": on every save of a logged entity. */
    deploymentStrategy: string
    /** The site's address, which Drupal's toolbar links to. */
    url: string
    /**
     * The hook URL when setup.php gets none in FLEETLANE_BUILD_HOOK_URL: the local receiver of
     * `npm start` (tools/publishing/receiver-port.ts). Production sets the Netlify build hook.
     */
    defaultBuildHookUrl: string
  }
}

export interface SitePlan {
  modules: readonly string[]
  defaultLangcode: string
  languages: PlannedLanguage[]
  bundles: PlannedBundle[]
  fields: PlannedField[]
  translatedBaseFields: TranslatedBaseField[]
  menus: string[]
  apiRole: { id: string; permissions: readonly string[] }
  /** The draft preview's role; drupal:setup gives it to DRUPAL_PREVIEW_USERNAME when that is set. */
  previewRole: { id: string; permissions: readonly string[] }
  jsonapi: { readOnly: boolean; pathPrefix: string; includeCount: boolean }
  search: { serverId: string; indexId: string; fulltextFields: Record<string, number> }
  /** What media--image's field_media_image accepts: the logos are SVG. */
  mediaImageExtensions: string
  /** system.site's name, which metatag's default titles end in ("{title} | Fleetlane"). */
  siteName: string
  /** metatag's defaults for nodes (metatag.metatag_defaults.node tags), as the content server computes them. */
  metatagNodeDefaults: Record<string, string>
  publishing: PublishingPlan
}

/**
 * The metatags the site reads (title, description) as the content server computes them: the meta
 * description is the page's description field, not metatag's default [node:summary] (the body's
 * first 300 characters), which the real Drupal served until setup set this (docs/drupal.md).
 */
export const METATAG_NODE_DEFAULTS = {
  title: "[node:title] | [site:name]",
  description: "[node:field_description]",
  canonical_url: "[node:url]",
}

export function publishingPlan(): PublishingPlan {
  return {
    gatsbyEntityTypes: ["node"],
    logPublished: true,
    deleteLogEntities: true,
    // A week: a build older than the log sources everything (docs/drupal.md).
    logExpirationSeconds: 7 * 24 * 3600,
    buildHooksEntityTypes: ["node"],
    frontendEnvironment: {
      id: "netlify",
      label: "Netlify",
      plugin: "generic",
      deploymentStrategy: "entitysave",
      url: "https://www.fleetlane.example",
      defaultBuildHookUrl: receiverUrl({}),
    },
  }
}

/** Field types of the model that Drupal core and the enabled contrib modules do not have: drupal/modules/fleetlane adds them. */
const CUSTOM_FIELD_TYPES: Partial<Record<FieldDefinition["type"], string>> = {
  key_value: "fleetlane_key_value",
  address: "fleetlane_address",
  geolocation: "fleetlane_geolocation",
}

/** What a file field (a reference to file--file) accepts: the site's video and vector logos. */
export const FILE_FIELD_EXTENSIONS = "mp4 webm svg pdf"

/** Base fields Drupal computes or keeps per translation by itself. */
const COMPUTED_BASE_FIELDS = new Set(["path", "metatag", "changed"])

/** Fields the entity types already have in Drupal (base fields), or that modules compute. */
function isBaseField(entityType: EntityTypeId, name: string): boolean {
  return name in BASE_FIELDS[entityType] || (entityType === "media" && name === "field_media_image")
}

function targetsOf(field: FieldDefinition): { targetType: string; bundles: string[] } {
  const targets = field.targets ?? []
  const entityTypes = [...new Set(targets.map(entityTypeOf))]
  if (entityTypes.length !== 1) throw new Error(`A reference must point to one entity type, not ${entityTypes.join(", ")}`)
  return { targetType: entityTypes[0], bundles: targets.map(bundleOf) }
}

function referenceSettings(field: FieldDefinition): Pick<PlannedField, "storageSettings" | "settings"> {
  const { targetType, bundles } = targetsOf(field)
  const handlerSettings = targetType === "file" ? {} : { target_bundles: Object.fromEntries(bundles.map((bundle) => [bundle, bundle])) }
  return {
    storageSettings: { target_type: targetType },
    settings: { handler: `default:${targetType}`, handler_settings: handlerSettings },
  }
}

function drupalTypeOf(field: FieldDefinition): string {
  const custom = CUSTOM_FIELD_TYPES[field.type]
  if (custom) return custom
  switch (field.type) {
    case "string":
      return field.allowed ? "list_string" : "string"
    case "text":
      return "text_long"
    case "entity_reference":
      return field.targets?.every((target) => target === "file--file") ? "file" : "entity_reference"
    case "entity_reference_revisions":
    case "text_with_summary":
    case "boolean":
    case "integer":
    case "float":
    case "datetime":
    case "link":
    case "image":
      return field.type
    default:
      throw new Error(`The content model's field type "${field.type}" has no Drupal field type`)
  }
}

/** -1 (unlimited) for multiple fields and for key-value lists, which are a list of pairs in Drupal. */
export function cardinalityOf(field: FieldDefinition): number {
  return field.multiple || field.type === "key_value" ? -1 : 1
}

function plannedField(bundle: BundleDefinition, name: string, field: FieldDefinition): PlannedField {
  const entityType = entityTypeOf(bundle.type)
  const drupalType = drupalTypeOf(field)
  const isReference = drupalType === "entity_reference" || drupalType === "entity_reference_revisions" || drupalType === "file"
  const base: PlannedField = {
    entityType,
    bundle: bundleOf(bundle.type),
    name,
    label: field.label,
    drupalType,
    cardinality: cardinalityOf(field),
    // Paragraphs translate themselves: the host's reference field stays one list for every
    // translation (the paragraphs module refuses translatable reference fields).
    translatable: drupalType === "entity_reference_revisions" ? false : isTranslatableField(field) && isTranslatableType(bundle.type),
    required: field.required ?? false,
    storageSettings: {},
    settings: {},
  }
  if (drupalType === "file") {
    // A file field rather than a plain reference: same relationship in JSON:API, and JSON:API's
    // file upload route (POST .../{field}) takes the video and SVG files image fields refuse.
    return {
      ...base,
      storageSettings: { target_type: "file", uri_scheme: "public" },
      settings: { file_extensions: FILE_FIELD_EXTENSIONS, file_directory: "demo" },
    }
  }
  if (isReference) return { ...base, ...referenceSettings(field) }
  if (drupalType === "list_string") {
    return { ...base, storageSettings: { allowed_values: Object.fromEntries((field.allowed ?? []).map((value) => [value, value])) } }
  }
  if (drupalType === "datetime") return { ...base, storageSettings: { datetime_type: "datetime" } }
  if (drupalType === "link") return { ...base, settings: { link_type: 17, title: 1 } }
  if (drupalType === "string") return { ...base, storageSettings: { max_length: 255 } }
  return base
}

function plannedBundle(bundle: BundleDefinition): PlannedBundle {
  const entityType = entityTypeOf(bundle.type)
  return {
    entityType,
    bundle: bundleOf(bundle.type),
    label: bundle.label,
    description: bundle.description,
    // config_pages keep one entity per language context instead of translations (recordings c02).
    translatable: ENTITY_TYPES[entityType].translatable && entityType !== "config_pages",
  }
}

/** Entity types whose bundles Drupal has without configuration (files, redirects, menu links). */
const SINGLE_BUNDLE_TYPES: readonly EntityTypeId[] = ["file", "redirect"]

export function languagesPlan(): PlannedLanguage[] {
  return LOCALES.map((locale, index) => ({
    langcode: locale.code,
    label: `${locale.nativeName}${locale.country ? ` (${locale.country.toUpperCase()})` : ""}`,
    prefix: locale.code === DEFAULT_LOCALE ? "" : locale.code,
    // Distinct weights: JSON:API's translation fallback follows weight, then label (recordings
    // variant-equal-language-weights); the default language first.
    weight: index,
  }))
}

export function sitePlan(): SitePlan {
  const bundles = ALL_BUNDLES.filter((bundle) => !SINGLE_BUNDLE_TYPES.includes(entityTypeOf(bundle.type)))
  const fields = bundles.flatMap((bundle) =>
    Object.entries(bundle.fields)
      .filter(([name]) => !isBaseField(entityTypeOf(bundle.type), name))
      .map(([name, field]) => plannedField(bundle, name, field)),
  )
  const translatedBaseFields = bundles
    .filter((bundle) => plannedBundle(bundle).translatable)
    .flatMap((bundle) =>
      Object.entries(BASE_FIELDS[entityTypeOf(bundle.type)])
        .filter(([name, field]) => isTranslatableField(field) && !COMPUTED_BASE_FIELDS.has(name))
        .map(([name]) => ({ entityType: entityTypeOf(bundle.type), bundle: bundleOf(bundle.type), name })),
    )
  return {
    modules: DRUPAL_MODULES,
    defaultLangcode: DEFAULT_LOCALE,
    languages: languagesPlan(),
    bundles: bundles.map(plannedBundle),
    fields,
    translatedBaseFields,
    menus: [...MENU_NAMES],
    apiRole: { id: API_ROLE, permissions: API_ROLE_PERMISSIONS },
    previewRole: { id: PREVIEW_ROLE, permissions: PREVIEW_ROLE_PERMISSIONS },
    jsonapi: { readOnly: false, pathPrefix: "jsonapi", includeCount: true },
    mediaImageExtensions: "png gif jpg jpeg webp svg",
    siteName: projectDrupal().siteName,
    metatagNodeDefaults: METATAG_NODE_DEFAULTS,
    publishing: publishingPlan(),
    search: { serverId: "database", indexId: SEARCH_INDEX_ID, fulltextFields: { title: 5, field_description: 2, body: 1 } },
  }
}
