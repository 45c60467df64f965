import { readFile } from "node:fs/promises"
import path from "node:path"
import { jsonApiUrl, resourceTypePath, type DrupalAddress } from "../../src/config/drupal-address"
import { DEFAULT_LOCALE, LOCALE_CODES } from "../../src/config/locales"
import { isTranslatableType } from "../../src/drupal/model"
import { ENTITY_TYPES } from "../../src/drupal/model/entity-types"
import { logIn } from "../../src/drupal/session"
import { entityTypeOf } from "../../src/drupal/model/types"
import { keptLanguages } from "../content-server/content-locales"
import { loadContent, type ContentStore, type Entity, type EntityRef } from "../content-server/content-store"
import { completionOrder, creationOrder, includes } from "./import-order"
import { changedDate, documentFor, type DrupalIds } from "./jsonapi-document"
import { authHeaders, targetFromArgs, type DrupalTarget } from "./options"
import { redirectsShadowedByAliases } from "../content-server/redirect-conflicts"
import { describeRefusal } from "./refusal"

/**
 * npm run drupal:import -- --url http://127.0.0.1:8081 [--locales en,nl-be,fi,en-ca]
 *
 * Loads content/ into a Drupal set up by drupal:setup, through its JSON:API as an administrator
 * (DRUPAL_USERNAME/DRUPAL_PASSWORD, HTTP Basic; default admin/admin). Entities keep content/'s
 * uuids (files, which Drupal names itself on upload, are matched by file name), so a second run
 * finds everything and writes only what differs. Translations are added with the fleetlane
 * module's route (core JSON:API cannot create one) and written through JSON:API.
 */
const CONTENT_DIR = path.join(__dirname, "../../content")
const JSON_API = "application/vnd.api+json"

interface Known {
  uuid: string
  internalId?: number
  revisionId?: number
}

class ImportError extends Error {}

function sameInstant(value: unknown, date: string): boolean {
  return typeof value === "string" && new Date(value).getTime() === new Date(date).getTime()
}

class DrupalClient {
  readonly address: DrupalAddress
  private headers: Record<string, string>

  constructor(private readonly target: DrupalTarget) {
    this.address = { baseUrl: target.baseUrl, apiPrefix: "jsonapi", defaultLangcode: DEFAULT_LOCALE, languagePrefixes: {} }
    this.headers = { Accept: JSON_API, ...authHeaders(target) }
  }

  /**
   * Logs in once and sends the session cookie (with its CSRF token) instead of HTTP Basic: Drupal
   * checks the Basic password's hash on every request (about 70 ms; an import makes thousands of
   * requests), a session's cookie it only looks up. A Drupal that refuses the login keeps Basic.
   */
  async logIn(): Promise<void> {
    const credentials = this.target.credentials
    if (credentials?.kind !== "basic") return
    const result = await logIn(this.target.baseUrl, credentials.username, credentials.password)
    if ("refused" in result) {
      console.warn(`Logging in refused (${result.refused}): sending HTTP Basic with every request`)
      return
    }
    this.headers = { Accept: JSON_API, Cookie: result.session.cookie, "X-CSRF-Token": result.session.csrfToken }
  }

  async send(
    method: string,
    url: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<{ status: number; body: unknown }> {
    const isBinary = body instanceof Buffer
    const response = await fetch(url, {
      method,
      headers: { ...this.headers, ...(body !== undefined && !isBinary ? { "Content-Type": JSON_API } : {}), ...extraHeaders },
      body: body === undefined ? undefined : isBinary ? body : JSON.stringify(body),
    })
    const text = await response.text()
    let parsed: unknown = text
    try {
      parsed = JSON.parse(text)
    } catch {
      // Drupal's HTML error pages stay text.
    }
    return { status: response.status, body: parsed }
  }

  url(langcode: string, resourcePath: string): string {
    return jsonApiUrl(this.address, langcode, resourcePath)
  }

  changedUrl(entityType: string, uuid: string, langcode: string): string {
    return `${this.target.baseUrl}/fleetlane/changed/${entityType}/${uuid}/${langcode}`
  }

  translationUrl(entityType: string, uuid: string, langcode: string): string {
    return `${this.target.baseUrl}/fleetlane/translation/${entityType}/${uuid}/${langcode}`
  }
}

interface Counts {
  created: number
  updated: number
  unchanged: number
}

class Importer {
  private readonly known = new Map<string, Known>()
  /** Redirects Drupal's redirect module would delete again (see redirect-conflicts.ts). */
  private readonly skipped = new Set<Entity>()
  readonly counts: Counts = { created: 0, updated: 0, unchanged: 0 }

  constructor(
    private readonly client: DrupalClient,
    private readonly store: ContentStore,
    private readonly locales: readonly string[],
  ) {
    for (const { redirect, page, langcode, path } of redirectsShadowedByAliases(store)) {
      this.skipped.add(redirect)
      console.warn(
        `Skipping ${redirect.type}:${redirect.key} (${redirect.source}): its source ${path} is the ${langcode} alias of ${page.type}:${page.key}, ` +
          "and Drupal's redirect module deletes a redirect whose source is a page's alias",
      )
    }
  }

  readonly ids: DrupalIds = {
    uuid: (ref) => this.known.get(`${ref.type}:${ref.uuid}`)?.uuid,
    internalId: (ref) => this.known.get(`${ref.type}:${ref.uuid}`)?.internalId,
    revisionId: (ref) => this.known.get(`${ref.type}:${ref.uuid}`)?.revisionId,
  }

  private remember(entity: Pick<Entity, "type" | "uuid">, data: { id: string; attributes: Record<string, unknown> }): void {
    const definition = ENTITY_TYPES[entityTypeOf(entity.type)]
    const internalId = data.attributes[definition.internalIdField]
    const revisionId = definition.revisionField ? data.attributes[definition.revisionField] : undefined
    this.known.set(`${entity.type}:${entity.uuid}`, {
      uuid: data.id,
      internalId: typeof internalId === "number" ? internalId : undefined,
      revisionId: typeof revisionId === "number" ? revisionId : undefined,
    })
  }

  private refuse(entity: Entity, langcode: string, action: string, answer: { status: number; body: unknown }): never {
    throw new ImportError(describeRefusal(entity, langcode, action, answer.status, answer.body))
  }

  /** Files: found by name, else uploaded through a file field's JSON:API upload route. */
  async files(): Promise<void> {
    const files = this.store.ofType("file--file")
    for (const [index, file] of files.entries()) {
      const filename = String(file.values.filename)
      const found = await this.client.send(
        "GET",
        this.client.url(DEFAULT_LOCALE, `file/file?filter[filename]=${encodeURIComponent(filename)}`),
      )
      const existing = (found.body as { data?: Array<{ id: string; attributes: Record<string, unknown> }> }).data?.[0]
      if (existing) {
        this.remember(file, existing)
        this.counts.unchanged += 1
        continue
      }
      const stored = this.store.files.get(String((file.values.uri as { url: string }).url))
      if (!stored) throw new ImportError(`${file.source}: no file to upload`)
      // Image fields take raster images only; the video and the SVG logos go through the file field.
      const route = /^image\/(jpeg|png|gif|webp)$/.test(stored.mime)
        ? "media/image/field_media_image"
        : "config_pages/site_settings/field_header_video"
      const answer = await this.client.send("POST", this.client.url(DEFAULT_LOCALE, route), await readFile(stored.absolutePath), {
        "Content-Type": "application/octet-stream",
        "Content-Disposition": `file; filename="${path.basename(filename)}"`,
      })
      if (answer.status !== 201) this.refuse(file, DEFAULT_LOCALE, "take the upload", answer)
      this.remember(file, (answer.body as { data: { id: string; attributes: Record<string, unknown> } }).data)
      this.counts.created += 1
      console.log(`[files ${index + 1}/${files.length}] uploaded ${filename}`)
    }
  }

  private entityUrl(entity: Entity, langcode: string): string {
    return this.client.url(langcode, `${resourceTypePath(entity.type)}/${entity.uuid}`)
  }

  /** First pass: every entity exists in its original language, with its files. */
  async create(): Promise<void> {
    const entities = creationOrder(this.store).filter((entity) => !this.skipped.has(entity))
    for (const [index, entity] of entities.entries()) {
      const found = await this.client.send("GET", this.entityUrl(entity, DEFAULT_LOCALE))
      if (found.status === 200) {
        this.remember(entity, (found.body as { data: { id: string; attributes: Record<string, unknown> } }).data)
        continue
      }
      if (found.status !== 404) this.refuse(entity, entity.langcode, "show it", found)
      const document = documentFor(entity, entity.langcode, this.store, this.ids, {
        withLinks: false,
        ready: (ref: EntityRef) => ref.type === "file--file",
      })
      const answer = await this.client.send("POST", this.client.url(entity.langcode, resourceTypePath(entity.type)), document)
      if (answer.status !== 201) this.refuse(entity, entity.langcode, "create it", answer)
      this.remember(entity, (answer.body as { data: { id: string; attributes: Record<string, unknown> } }).data)
      this.counts.created += 1
      if ((index + 1) % 25 === 0 || index + 1 === entities.length)
        console.log(`[create ${index + 1}/${entities.length}] ${entity.type}:${entity.key}`)
    }
  }

  private languagesOf(entity: Entity): string[] {
    if (!isTranslatableType(entity.type) || entityTypeOf(entity.type) === "config_pages") return [entity.langcode]
    return keptLanguages(entity.langcode, entity.languages, this.locales)
  }

  /** Second pass: every translation with all its values, references and links. */
  async complete(): Promise<void> {
    const entities = completionOrder(this.store).filter((entity) => !this.skipped.has(entity))
    for (const [index, entity] of entities.entries()) {
      const outcomes: string[] = []
      for (const langcode of this.languagesOf(entity)) outcomes.push(await this.writeTranslation(entity, langcode))
      const changed = outcomes.filter((outcome) => outcome !== "unchanged")
      console.log(
        `[${index + 1}/${entities.length}] ${entity.type}:${entity.key} ${changed.length === 0 ? "unchanged" : changed.join(" ")} (${outcomes.length} languages)`,
      )
    }
  }

  private async writeTranslation(entity: Entity, langcode: string): Promise<string> {
    const entityType = entityTypeOf(entity.type)
    if (langcode !== entity.langcode) {
      const added = await this.client.send("POST", this.client.translationUrl(entityType, entity.uuid, langcode))
      if (added.status !== 200 && added.status !== 201) this.refuse(entity, langcode, "add the translation", added)
    }
    const url = this.entityUrl(entity, langcode)
    const current = await this.client.send("GET", url)
    if (current.status !== 200) this.refuse(entity, langcode, "show it", current)
    const actual = (current.body as { data: { attributes: Record<string, unknown>; relationships?: Record<string, unknown> } }).data
    const document = documentFor(entity, langcode, this.store, this.ids, { withLinks: true })
    if (includes(actual.attributes, document.data.attributes) && includes(actual.relationships ?? {}, document.data.relationships ?? {})) {
      await this.keepChangedDate(entity, langcode, actual.attributes)
      this.counts.unchanged += 1
      return "unchanged"
    }
    const answer = await this.client.send("PATCH", url, document)
    if (answer.status !== 200) this.refuse(entity, langcode, "update it", answer)
    const saved = (answer.body as { data: { id: string; attributes: Record<string, unknown> } }).data
    this.remember(entity, saved)
    await this.keepChangedDate(entity, langcode, saved.attributes)
    this.counts.updated += 1
    return `${langcode}:updated`
  }

  /**
   * Drupal stamps a translation's `changed` with the time of any save that changes it, and nobody
   * may write it through JSON:API (403); so after the values, the content's date (as the content
   * server serves it) is set through the fleetlane module's route.
   */
  private async keepChangedDate(entity: Entity, langcode: string, attributes: Record<string, unknown>): Promise<void> {
    const wanted = changedDate(entity, langcode)
    if (wanted === null || sameInstant(attributes.changed, wanted)) return
    const answer = await this.client.send("POST", this.client.changedUrl(entityTypeOf(entity.type), entity.uuid, langcode), {
      changed: wanted,
    })
    if (answer.status !== 200) this.refuse(entity, langcode, "set its changed date", answer)
  }
}

function parseLocales(value: string | undefined): string[] {
  if (!value) return [...LOCALE_CODES]
  const locales = value.split(",").map((locale) => locale.trim())
  const unknown = locales.filter((locale) => !LOCALE_CODES.includes(locale))
  if (unknown.length > 0) throw new ImportError(`--locales: unknown ${unknown.join(", ")}`)
  return locales
}

async function main(): Promise<void> {
  const target = targetFromArgs(process.argv.slice(2), process.env)
  const locales = parseLocales(target.values.locales)
  // Every translation is loaded; --locales chooses which are written (keptLanguages, as the content server's CONTENT_LOCALES).
  const store = await loadContent(CONTENT_DIR, 1, null)
  console.log(`Importing ${store.entities.length} entities of content/ into ${target.baseUrl} (${locales.join(", ")})`)
  const client = new DrupalClient(target)
  await client.logIn()
  const importer = new Importer(client, store, locales)
  await importer.files()
  await importer.create()
  await importer.complete()
  const { created, updated, unchanged } = importer.counts
  console.log(`Done: ${created} created, ${updated} translations updated, ${unchanged} unchanged`)
}

main().catch((error: unknown) => {
  console.error(error instanceof ImportError ? error.message : error)
  process.exit(1)
})
