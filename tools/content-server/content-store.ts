import { readdir, readFile, stat } from "node:fs/promises"
import path from "node:path"
import sharp from "sharp"
import { parseAllDocuments } from "yaml"
import { DEFAULT_LOCALE, LOCALE_CODES } from "../../src/config/locales"
import { fieldsOf, hasBundle, isReferenceField, isTranslatableType } from "../../src/drupal/model"
import { ENTITY_TYPES } from "../../src/drupal/model/entity-types"
import { entityTypeOf, type FieldDefinition } from "../../src/drupal/model/types"
import { uuidFromName } from "./ids"
import { contentLocales, keptLanguages } from "./content-locales"
import { contentScale, scaledCopies } from "./scale"

/** A reference from one entity to another, as JSON:API relationship data needs it. */
export interface EntityRef {
  type: string
  uuid: string
  /** Raw meta (alt, title of an image), possibly per language. */
  meta?: Record<string, unknown>
}

/** One Drupal entity with all its translations. Values may be per-language maps. */
export interface Entity {
  type: string
  key: string
  uuid: string
  internalId: number
  revisionId: number
  /** The entity's original language. */
  langcode: string
  /** The languages it has a translation in, original first. */
  languages: string[]
  values: Record<string, unknown>
  /** The content file it came from, for error messages. */
  source: string
  parent?: { type: string; uuid: string; field: string }
  /** A config page's context (config_pages): one entity per language, not translations. */
  context?: { language: string }
  /**
   * The newer draft revision of the entity (content's `draft:`), as an editor saved it without
   * publishing: Drupal keeps it beside the default revision and JSON:API serves it only as
   * `resourceVersion=rel:working-copy`, to a user who may view revisions.
   */
  workingCopy?: Entity
  /** A paragraph that only a draft revision holds: no collection lists it (see docs/decisions.md). */
  draftOnly?: boolean
}

export interface StoredFile {
  absolutePath: string
  mime: string
  width?: number
  height?: number
}

export interface ContentStore {
  entities: readonly Entity[]
  ofType(type: string): readonly Entity[]
  get(type: string, uuid: string): Entity | undefined
  getByKey(type: string, key: string): Entity | undefined
  /** Removes an entity, as a delete in Drupal does (tools/content-server/editorial.ts). */
  remove(entity: Entity): void
  /** Files served under /sites/default/files/, by their public path. */
  files: ReadonlyMap<string, StoredFile>
}

export const PUBLIC_FILES_PATH = "/sites/default/files/demo/"
/** The created and changed date of everything content/ gives no date for. */
export const DEFAULT_DATE = "2025-01-06T09:00:00+00:00"
const REFERENCE_PATTERN = /^([a-z_]+--[a-z_]+):(.+)$/

const MIME_TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".svg": "image/svg+xml",
  ".pdf": "application/pdf",
  ".mp4": "video/mp4",
}

export class ContentError extends Error {}

/** A map whose keys are all langcodes holds one value per translation. */
export function isTranslationMap(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false
  const keys = Object.keys(value)
  return keys.length > 0 && keys.every((key) => LOCALE_CODES.includes(key))
}

/**
 * The config page of a type for a language, as ConfigPages::config() loads it: the entity of
 * that language's context, else the default language's (the type's context fallback).
 */
export function configPageFor(store: ContentStore, type: string, langcode: string): Entity | undefined {
  const pages = store.ofType(type)
  return pages.find((page) => page.context?.language === langcode) ?? pages.find((page) => page.context?.language === DEFAULT_LOCALE)
}

/** The value of a (possibly per-language, possibly nested) raw value in one language. */
export function valueIn(raw: unknown, langcode: string, originalLangcode: string): unknown {
  if (isTranslationMap(raw)) {
    const chosen = langcode in raw ? raw[langcode] : originalLangcode in raw ? raw[originalLangcode] : Object.values(raw)[0]
    return valueIn(chosen, langcode, originalLangcode)
  }
  if (Array.isArray(raw)) return raw.map((item) => valueIn(item, langcode, originalLangcode))
  if (raw !== null && typeof raw === "object") {
    return Object.fromEntries(Object.entries(raw).map(([key, item]) => [key, valueIn(item, langcode, originalLangcode)]))
  }
  return raw
}

async function listFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true }).catch(() => [])
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(directory, entry.name)
      return entry.isDirectory() ? listFiles(full) : [full]
    }),
  )
  return nested.flat().sort()
}

interface RawEntity {
  source: string
  data: Record<string, unknown>
  parent?: Entity["parent"]
  inheritedLanguages?: { langcode: string; languages: string[] }
  draftOnly?: boolean
}

/** Languages an entity is translated into: the keys of its label, or an explicit list. */
function languagesOf(raw: RawEntity, type: string, locales: readonly string[] | null): { langcode: string; languages: string[] } {
  if (raw.inheritedLanguages) return raw.inheritedLanguages
  const { data } = raw
  if (entityTypeOf(type) === "config_pages") {
    const language = (data.context as { language?: unknown } | undefined)?.language
    if (typeof language !== "string" || !LOCALE_CODES.includes(language)) {
      throw new ContentError(`${raw.source}: a config page needs context: { language: <langcode> } (one entity per language)`)
    }
    return { langcode: language, languages: [language] }
  }
  if (!isTranslatableType(type)) {
    const langcode = typeof data.langcode === "string" ? data.langcode : DEFAULT_LOCALE
    return { langcode, languages: [langcode] }
  }
  let languages: string[]
  // Like every translatable entity, a media item exists in the languages an editor translated it
  // into; most are never translated, and Drupal then answers them in their own language (core/18).
  if (data.languages === "all") languages = [...LOCALE_CODES]
  else if (Array.isArray(data.languages)) languages = data.languages.map(String)
  else {
    const labelField = ENTITY_TYPES[entityTypeOf(type)].labelField
    const label = data[labelField]
    languages = isTranslationMap(label) ? Object.keys(label) : [typeof data.langcode === "string" ? data.langcode : DEFAULT_LOCALE]
  }
  const unknown = languages.filter((code) => !LOCALE_CODES.includes(code))
  if (unknown.length) throw new ContentError(`${raw.source}: unknown languages ${unknown.join(", ")}`)
  const langcode = typeof data.langcode === "string" ? data.langcode : languages.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : languages[0]
  if (!languages.includes(langcode)) throw new ContentError(`${raw.source}: original language ${langcode} has no translation`)
  return { langcode, languages: keptLanguages(langcode, [langcode, ...languages.filter((code) => code !== langcode)], locales) }
}

const META_KEYS = new Set(["type", "key", "uuid", "langcode", "languages", "context", "draft"])

/**
 * A draft's value of a field over the published one: per-language maps merge (a draft of the
 * Dutch translation leaves the others as published), any other value is replaced.
 */
function draftValue(published: unknown, draft: unknown): unknown {
  return isTranslationMap(published) && isTranslationMap(draft) ? { ...published, ...draft } : draft
}

/**
 * Loads the demo content: every YAML document under content/ is one entity (or a list of
 * entities); every file under content/files/ is a file--file entity. Paragraphs are written
 * inline in their host and become entities of their own, as Drupal stores them. With locales,
 * translations into other locales are left out (content-locales.ts).
 */
export async function loadContent(contentDir: string, scale = contentScale(), locales = contentLocales()): Promise<ContentStore> {
  const entities: Entity[] = []
  const byTypeAndKey = new Map<string, Entity>()
  const byTypeAndUuid = new Map<string, Entity>()
  const files = new Map<string, StoredFile>()
  const pendingReferences: Array<() => void> = []
  const draftEntities: Entity[] = []

  function register(entity: Entity): void {
    const keyId = `${entity.type}:${entity.key}`
    if (byTypeAndKey.has(keyId))
      throw new ContentError(`${entity.source}: duplicate key ${keyId} (also in ${byTypeAndKey.get(keyId)?.source})`)
    if (entity.draftOnly) draftEntities.push(entity)
    else entities.push(entity)
    byTypeAndKey.set(keyId, entity)
    byTypeAndUuid.set(`${entity.type}:${entity.uuid}`, entity)
  }

  // Files first: images need their dimensions as relationship meta.
  const fileDir = path.join(contentDir, "files")
  for (const absolutePath of await listFiles(fileDir)) {
    const filename = path.relative(fileDir, absolutePath).split(path.sep).join("/")
    const mime = MIME_TYPES[path.extname(filename).toLowerCase()] ?? "application/octet-stream"
    const size = (await stat(absolutePath)).size
    let dimensions: { width?: number; height?: number } = {}
    // Drupal reads no dimensions from an SVG (its GD toolkit cannot): width and height stay empty.
    if (mime.startsWith("image/") && mime !== "image/svg+xml") {
      const metadata = await sharp(absolutePath).metadata()
      dimensions = { width: metadata.width, height: metadata.height }
    }
    const publicPath = PUBLIC_FILES_PATH + filename
    files.set(publicPath, { absolutePath, mime, ...dimensions })
    register({
      type: "file--file",
      key: filename,
      uuid: uuidFromName(`file--file:${filename}`),
      internalId: 0,
      revisionId: 0,
      langcode: DEFAULT_LOCALE,
      languages: [DEFAULT_LOCALE],
      source: absolutePath,
      values: {
        filename: path.basename(filename),
        uri: { value: `public://demo/${filename}`, url: publicPath },
        filemime: mime,
        filesize: size,
        status: true,
        created: DEFAULT_DATE,
        changed: DEFAULT_DATE,
      },
    })
  }

  function resolveReference(value: unknown, field: FieldDefinition, fieldName: string, source: string): EntityRef {
    let target: string
    let meta: Record<string, unknown> | undefined
    if (typeof value === "string") target = value
    else if (value && typeof value === "object" && typeof (value as Record<string, unknown>).target === "string") {
      const { target: targetValue, ...rest } = value as Record<string, unknown>
      target = String(targetValue)
      meta = rest
    } else throw new ContentError(`${source}: ${fieldName} must reference "type:key", got ${JSON.stringify(value)}`)
    const match = REFERENCE_PATTERN.exec(target)
    if (!match) throw new ContentError(`${source}: ${fieldName} reference "${target}" is not "type:key"`)
    const [, type, key] = match
    if (field.targets && !field.targets.includes(type)) {
      throw new ContentError(`${source}: ${fieldName} may reference ${field.targets.join(", ")}, not ${type}`)
    }
    const ref: EntityRef = { type, uuid: "", meta }
    pendingReferences.push(() => {
      const referenced = byTypeAndKey.get(`${type}:${key}`)
      if (!referenced) throw new ContentError(`${source}: ${fieldName} references missing ${type}:${key}`)
      ref.uuid = referenced.uuid
    })
    return ref
  }

  /** Links name pages as "type:key" (any depth, any language); each must exist. */
  function checkLinkTargets(value: unknown, where: string): void {
    if (typeof value === "string") {
      const match = REFERENCE_PATTERN.exec(value)
      if (match && hasBundle(match[1])) {
        pendingReferences.push(() => {
          if (!byTypeAndKey.has(value)) throw new ContentError(`${where} links to missing ${value}`)
        })
      }
    } else if (Array.isArray(value)) value.forEach((item) => checkLinkTargets(item, where))
    else if (value && typeof value === "object") Object.values(value).forEach((item) => checkLinkTargets(item, where))
  }

  function addEntity(raw: RawEntity): Entity {
    const { data, source } = raw
    const type = String(data.type ?? "")
    if (!hasBundle(type)) throw new ContentError(`${source}: unknown type "${type}"`)
    const key = String(data.key ?? path.basename(source, path.extname(source)))
    const uuid = typeof data.uuid === "string" ? data.uuid : uuidFromName(`${type}:${key}`)
    const fields = fieldsOf(type)
    const { langcode, languages } = languagesOf(raw, type, locales)
    const entity: Entity = { type, key, uuid, internalId: 0, revisionId: 0, langcode, languages, values: {}, source, parent: raw.parent }
    if (raw.draftOnly) entity.draftOnly = true
    if (entityTypeOf(type) === "config_pages") entity.context = { language: langcode }
    const convert = (host: Entity, name: string, value: unknown, where: string): unknown => {
      const field = fields[name]
      if (!field) throw new ContentError(`${where}: ${type} has no field "${name}"`)
      if (field.type === "link") checkLinkTargets(value, `${where}: ${name}`)
      return isReferenceField(field) ? convertReferences(host, name, field, value) : value
    }
    for (const [name, value] of Object.entries(data)) {
      if (META_KEYS.has(name)) continue
      entity.values[name] = convert(entity, name, value, source)
    }
    if (data.draft !== undefined) entity.workingCopy = workingCopyOf(entity, data.draft, convert)
    if (typeof data.parent === "string" && entityTypeOf(type) === "menu_link_content") {
      const parentKey = data.parent
      pendingReferences.push(() => {
        if (!byTypeAndKey.has(`${type}:${parentKey}`)) throw new ContentError(`${source}: parent menu link "${parentKey}" does not exist`)
      })
    }
    for (const [name, field] of Object.entries(fields)) {
      if (field.required && entity.values[name] === undefined) throw new ContentError(`${source}: ${type} needs "${name}"`)
    }
    register(entity)
    return entity
  }

  /**
   * The draft revision of an entity: the published values with the draft's fields over them,
   * unpublished; a label in a new language adds that translation. Inline paragraphs of the draft
   * are paragraphs of their own that only the draft references.
   */
  function workingCopyOf(
    entity: Entity,
    rawDraft: unknown,
    convert: (host: Entity, name: string, value: unknown, where: string) => unknown,
  ): Entity {
    const where = `${entity.source}#draft`
    if (entityTypeOf(entity.type) !== "node" || !rawDraft || typeof rawDraft !== "object" || Array.isArray(rawDraft)) {
      throw new ContentError(`${where}: a draft is a mapping of a node's fields`)
    }
    const draft = rawDraft as Record<string, unknown>
    const label = draft[ENTITY_TYPES.node.labelField]
    const added = isTranslationMap(label) ? Object.keys(label).filter((code) => !entity.languages.includes(code)) : []
    const copy: Entity = {
      ...entity,
      key: `${entity.key}.draft`,
      languages: [...entity.languages, ...added],
      values: { ...entity.values },
      draftOnly: true,
    }
    for (const [name, value] of Object.entries(draft)) {
      if (META_KEYS.has(name)) throw new ContentError(`${where}: "${name}" cannot change in a draft`)
      copy.values[name] = draftValue(entity.values[name], convert(copy, name, value, where))
    }
    copy.values.status = false
    delete copy.workingCopy
    return copy
  }

  function convertReferences(host: Entity, name: string, field: FieldDefinition, value: unknown): EntityRef | EntityRef[] | null {
    if (value === null || value === undefined) return null
    const items = Array.isArray(value) ? value : [value]
    if (!field.multiple && items.length > 1) throw new ContentError(`${host.source}: ${name} takes one value`)
    const refs = items.map((item, index) => {
      if (field.type === "image") {
        const { file, ...meta } = item as Record<string, unknown>
        return resolveReference({ target: file, ...meta }, field, name, host.source)
      }
      const inline = item && typeof item === "object" && typeof (item as Record<string, unknown>).type === "string"
      if (!inline) return resolveReference(item, field, name, host.source)
      const child = addEntity({
        source: `${host.source}#${name}[${index}]`,
        data: { key: `${host.type}:${host.key}.${name}.${index}`, ...(item as Record<string, unknown>) },
        parent: { type: host.type, uuid: host.uuid, field: name },
        inheritedLanguages: { langcode: host.langcode, languages: host.languages },
        draftOnly: host.draftOnly,
      })
      if (field.targets && !field.targets.includes(child.type)) {
        throw new ContentError(`${host.source}: ${name} may hold ${field.targets.join(", ")}, not ${child.type}`)
      }
      return { type: child.type, uuid: child.uuid }
    })
    return field.multiple ? refs : refs[0]
  }

  const contentFiles = (await listFiles(contentDir)).filter((file) => /\.ya?ml$/.test(file) && !file.startsWith(fileDir))
  for (const file of contentFiles) {
    const text = await readFile(file, "utf8")
    const documents = parseAllDocuments(text)
    if (!Array.isArray(documents)) throw new ContentError(`${file}: not a YAML document`)
    const relative = path.relative(contentDir, file)
    for (const document of documents) {
      if (document.errors.length) throw new ContentError(`${relative}: ${document.errors[0].message}`)
      const parsed: unknown = document.toJS()
      const list = Array.isArray(parsed) ? parsed : [parsed]
      list.forEach((data, index) => {
        if (!data || typeof data !== "object") throw new ContentError(`${relative}: each entity must be a mapping`)
        const source = list.length > 1 ? `${relative}[${index}]` : relative
        const entity = addEntity({ source, data: data as Record<string, unknown> })
        scaledCopies(data as Record<string, unknown>, entity.key, scale).forEach((copy, copyIndex) =>
          addEntity({ source: `${source} (copy ${copyIndex + 1})`, data: copy }),
        )
      })
    }
  }
  const referenceErrors: string[] = []
  for (const resolve of pendingReferences) {
    try {
      resolve()
    } catch (error) {
      referenceErrors.push((error as Error).message)
    }
  }
  const owners = new Map<string, string>()
  for (const entity of entities) {
    if (entityTypeOf(entity.type) !== "node") continue
    for (const langcode of entity.languages) {
      const alias = valueIn(entity.values.path, langcode, entity.langcode)
      if (typeof alias !== "string") continue
      const pathKey = `/${langcode}/${alias.replace(/^\/+|\/+$/g, "")}`
      const owner = owners.get(pathKey)
      if (owner) referenceErrors.push(`${entity.source}: the ${langcode} alias ${alias} is already used by ${owner}`)
      else owners.set(pathKey, entity.source)
    }
  }
  if (referenceErrors.length) throw new ContentError(referenceErrors.join("\n"))

  // Internal ids are sequential per entity type in key order, as a fresh Drupal import would give.
  const entityTypes = new Set([...entities, ...draftEntities].map((entity) => entityTypeOf(entity.type)))
  for (const entityType of entityTypes) {
    const ofEntityType = entities.filter((entity) => entityTypeOf(entity.type) === entityType)
    ofEntityType.sort((a, b) => (a.type + a.key < b.type + b.key ? -1 : 1))
    ofEntityType.forEach((entity, index) => {
      entity.internalId = index + 1
      entity.revisionId = index + 1
    })
  }

  // A draft is the newest revision of its entity; its own paragraphs come after all others.
  for (const entityType of entityTypes) {
    let nextRevision = entities.filter((entity) => entityTypeOf(entity.type) === entityType).length
    let nextId = nextRevision
    for (const entity of entities) {
      if (entityTypeOf(entity.type) !== entityType || !entity.workingCopy) continue
      entity.workingCopy.revisionId = ++nextRevision
      entity.workingCopy.internalId = entity.internalId
    }
    for (const entity of draftEntities.filter((draftEntity) => entityTypeOf(draftEntity.type) === entityType)) {
      entity.internalId = ++nextId
      entity.revisionId = ++nextRevision
    }
  }

  const byType = new Map<string, Entity[]>()
  for (const entity of entities) {
    const list = byType.get(entity.type) ?? []
    list.push(entity)
    byType.set(entity.type, list)
  }
  for (const list of byType.values()) list.sort((a, b) => a.internalId - b.internalId)

  return {
    entities,
    ofType: (type) => byType.get(type) ?? [],
    get: (type, uuid) => byTypeAndUuid.get(`${type}:${uuid}`),
    getByKey: (type, key) => byTypeAndKey.get(`${type}:${key}`),
    remove: (entity) => {
      for (const list of [entities, byType.get(entity.type) ?? []]) {
        const index = list.indexOf(entity)
        if (index >= 0) list.splice(index, 1)
      }
      byTypeAndKey.delete(`${entity.type}:${entity.key}`)
      byTypeAndUuid.delete(`${entity.type}:${entity.uuid}`)
    },
    files,
  }
}
