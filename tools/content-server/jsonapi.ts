import { ALL_BUNDLES, fieldsOf, hasBundle, isReferenceField } from "../../src/drupal/model"
import { entityTypeOf } from "../../src/drupal/model/types"
import type { Entity, EntityRef } from "./content-store"
import { ANONYMOUS, BUILD_USER_UUID, missingPermission, omittedMeta, type Viewer } from "./access"
import { normalizedUrl, pagerUrl } from "./query-string"
import {
  apiPrefix,
  buildResource,
  collectionUrl,
  fieldNamesOf,
  resourceSelfUrl,
  type ResourceContext,
  type ResourceObject,
} from "./resource"

export interface JsonApiResponse {
  status: number
  /** A JSON:API document, or an HTML page (Drupal's own 404 and redirect pages). */
  body: Record<string, unknown> | string
  /** The media type, when not the one the route's kind answers with by default. */
  contentType?: string
  /** Headers besides Content-Type and Content-Language (Location, WWW-Authenticate). */
  headers?: Record<string, string>
}

/** Drupal's JSON:API page size: the default and the maximum. */
export const MAX_PAGE_LIMIT = 50

export const JSONAPI_OBJECT = { version: "1.0", meta: { links: { self: { href: "http://jsonapi.org/format/1.0/" } } } }

export class JsonApiError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    detail: string,
    readonly headers?: Record<string, string>,
  ) {
    super(detail)
  }
}

/** The RFC 2616 section Drupal links each error status to (links.info). */
const STATUS_SECTIONS: Record<number, string> = {
  400: "10.4.1",
  401: "10.4.2",
  403: "10.4.4",
  404: "10.4.5",
  405: "10.4.6",
  500: "10.5.1",
}

/**
 * Drupal's error document (recordings core/12, 13, 30, 35, 36, 38): status as a string, and
 * links.via (the request's normalised URL) and links.info (the RFC 2616 section of the status).
 */
export function errorDocument(status: number, title: string, detail: string, url?: URL, headers?: Record<string, string>): JsonApiResponse {
  const links: Record<string, { href: string }> = {}
  if (url) links.via = { href: normalizedUrl(url) }
  const section = STATUS_SECTIONS[status]
  if (section) links.info = { href: `https://www.w3.org/Protocols/rfc2616/rfc2616-sec${section.split(".")[0]}.html#sec${section}` }
  const error = { title, status: String(status), detail, ...(Object.keys(links).length ? { links } : {}) }
  return { status, body: { jsonapi: JSONAPI_OBJECT, errors: [error] }, headers }
}

/**
 * What Drupal answers for a path no route matches, JSON:API or not (an unknown bundle, core/31;
 * the default language's code as a prefix, core/05): its HTML "Page not found" page.
 */
export function pageNotFound(siteName: string): JsonApiResponse {
  const html =
    '<!DOCTYPE html>\n<html lang="en" dir="ltr">\n<head>\n<meta charset="utf-8" />\n' +
    `<title>Page not found | ${siteName}</title>\n</head>\n<body>\n<h1>Page not found</h1>\n` +
    "<p>The requested page could not be found.</p>\n</body>\n</html>\n"
  return { status: 404, body: html, contentType: "text/html; charset=UTF-8" }
}

/** Thrown where Drupal has no route: answered with pageNotFound. */
export class NoRoute extends Error {}

/** Whether Drupal shows an entity to an anonymous visitor (and to the build user). */
export function isPublished(entity: Entity): boolean {
  return !entity.draftOnly && entity.values.status !== false
}

/** Unpublished content and draft revisions only for a viewer who may view drafts (revisions/r07-r11). */
function isVisibleTo(entity: Entity, viewer: Viewer): boolean {
  return isPublished(entity) || viewer.mayViewDrafts
}

/** Which revision a request asks for (core JSON:API's resourceVersion, recordings revisions/). */
type Version = { kind: "default" } | { kind: "working-copy" } | { kind: "id"; revisionId: number }

/**
 * resourceVersion as core's version negotiators read it: rel:latest-version is the latest
 * DEFAULT revision (the published one, r02), rel:working-copy the latest revision (a draft, r05),
 * id:{revision id} one revision (r16). Collections take only the two relations (r15).
 */
function requestedVersion(params: URLSearchParams, collection: boolean): Version {
  const raw = params.get("resourceVersion")
  if (raw === null || raw === "rel:latest-version") return { kind: "default" }
  if (raw === "rel:working-copy") return { kind: "working-copy" }
  if (collection) {
    throw new JsonApiError(
      400,
      "Bad Request",
      "Collection resources only support the following resource version identifiers: rel:latest-version, rel:working-copy",
    )
  }
  const byId = /^id:(\d+)$/.exec(raw)
  if (byId) return { kind: "id", revisionId: Number(byId[1]) }
  throw new JsonApiError(400, "Bad Request", `An invalid resource version identifier, \`${raw}\`, was provided.`)
}

/** The revision of an entity a version names: its draft for the working copy, when it has one. */
function revisionOf(entity: Entity, version: Version, raw: string | null): Entity {
  if (version.kind === "default") return entity
  if (version.kind === "working-copy") return entity.workingCopy ?? entity
  const revision = [entity, entity.workingCopy].find((candidate) => candidate?.revisionId === version.revisionId)
  if (!revision) throw new JsonApiError(404, "Not Found", `The requested version, identified by \`${raw}\`, could not be found.`)
  return revision
}

function indexDocument(context: ResourceContext, langcode: string, viewer: Viewer): JsonApiResponse {
  const links: Record<string, { href: string }> = { self: { href: apiPrefix(context, langcode) } }
  for (const bundle of ALL_BUNDLES) links[bundle.type] = { href: collectionUrl(context, bundle.type, langcode) }
  const body: Record<string, unknown> = { jsonapi: JSONAPI_OBJECT, data: [] }
  // Anonymous gets no meta; an authenticated user gets meta.links.me (core/01, core/02).
  if (viewer.authenticated) {
    body.meta = { links: { me: { meta: { id: BUILD_USER_UUID }, href: `${apiPrefix(context, langcode)}/user/user/${BUILD_USER_UUID}` } } }
  }
  return { status: 200, body: { ...body, links } }
}

/** What Drupal answers an authenticated user for one entity it may not see. */
function forbidden(): JsonApiError {
  return new JsonApiError(403, "Forbidden", "The current user is not allowed to GET the selected resource.")
}

/** What Drupal answers for one entity the viewer may not see (core/36, contrib/c04): 401 and a challenge. */
function unauthorized(context: ResourceContext): JsonApiError {
  return new JsonApiError(401, "Unauthorized", "No authentication credentials provided.", {
    "WWW-Authenticate": `Basic realm="${context.behaviour.siteName}"`,
  })
}

/** The resource of a related entity, to filter through a relationship (field_category.name). */
type Related = (identifier: { type: string; id: string }) => ResourceObject | null

/**
 * Reads a dotted path: an attribute and its properties (body.value), a relationship's id or
 * meta (field_image.meta.alt), or through a relationship a field of the related entity
 * (field_category.name, jsonapi_extras/x17).
 */
function readPath(resource: ResourceObject, pathExpression: string, related?: Related): unknown[] {
  const [head, ...rest] = pathExpression.split(".")
  if (head === "id") return [resource.id]
  if (head in resource.relationships) {
    const data = resource.relationships[head].data
    const items = Array.isArray(data) ? data : data ? [data] : []
    if (rest.length && rest[0] !== "id" && rest[0] !== "meta" && related) {
      return items.flatMap((item) => {
        const target = related(item)
        return target ? readPath(target, (rest[0] === "entity" ? rest.slice(1) : rest).join("."), related) : []
      })
    }
    const property = rest.length ? rest : ["id"]
    return items.map((item) => property.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], item))
  }
  let value: unknown = resource.attributes[head]
  for (const key of rest) value = value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined
  return Array.isArray(value) ? value : [value]
}

interface Condition {
  path: string
  operator: string
  value: unknown
}

/** Drupal's filter syntax: filter[field]=v, filter[field][value]=v, filter[name][condition][path|operator|value]. */
export function parseFilters(params: URLSearchParams): Condition[] {
  const grouped = new Map<string, Record<string, unknown>>()
  for (const [rawKey, value] of params) {
    const match = /^filter\[([^\]]+)\](.*)$/.exec(rawKey)
    if (!match) continue
    const [, name, rest] = match
    const entry = grouped.get(name) ?? {}
    const parts = [...rest.matchAll(/\[([^\]]*)\]/g)].map((part) => part[1])
    if (parts.length === 0) entry.shortValue = value
    else if (parts[0] === "value") entry.shortValue = parts.length > 1 ? [...((entry.shortValue as string[]) ?? []), value] : value
    else if (parts[0] === "operator") entry.shortOperator = value
    else if (parts[0] === "condition") {
      const key = parts[1]
      if (key === "value" && parts.length > 2) entry[key] = [...((entry[key] as string[]) ?? []), value]
      else entry[key] = value
    }
    grouped.set(name, entry)
  }
  return [...grouped.entries()].map(([name, entry]) =>
    "path" in entry
      ? { path: String(entry.path), operator: String(entry.operator ?? "="), value: entry.value }
      : { path: name, operator: String(entry.shortOperator ?? "="), value: entry.shortValue },
  )
}

function compare(candidate: unknown, operator: string, expected: unknown): boolean {
  const asText = (value: unknown) => (typeof value === "boolean" ? (value ? "1" : "0") : String(value))
  const list = Array.isArray(expected) ? expected.map(String) : [String(expected)]
  switch (operator) {
    case "=":
      return asText(candidate) === String(expected)
    case "<>":
      return asText(candidate) !== String(expected)
    case ">":
      return String(candidate) > String(expected)
    case ">=":
      return String(candidate) >= String(expected)
    case "<":
      return String(candidate) < String(expected)
    case "<=":
      return String(candidate) <= String(expected)
    case "STARTS_WITH":
      return String(candidate ?? "").startsWith(String(expected))
    case "ENDS_WITH":
      return String(candidate ?? "").endsWith(String(expected))
    case "CONTAINS":
      return String(candidate ?? "")
        .toLowerCase()
        .includes(String(expected).toLowerCase())
    case "IN":
      return list.includes(asText(candidate))
    case "NOT IN":
      return !list.includes(asText(candidate))
    case "IS NULL":
      return candidate === null || candidate === undefined
    case "IS NOT NULL":
      return candidate !== null && candidate !== undefined
    default:
      throw new JsonApiError(400, "Bad Request", `The operator "${operator}" is not supported.`)
  }
}

function matchesFilters(resource: ResourceObject, conditions: Condition[], related: Related): boolean {
  return conditions.every((condition) => {
    const values = readPath(resource, condition.path, related)
    if (condition.operator === "NOT IN" || condition.operator === "<>" || condition.operator === "IS NULL") {
      return values.every((value) => compare(value, condition.operator, condition.value))
    }
    return values.some((value) => compare(value, condition.operator, condition.value))
  })
}

function sortResources(resources: ResourceObject[], sort: string | null): ResourceObject[] {
  if (!sort) return resources
  const keys = sort.split(",").map((key) => ({ path: key.replace(/^-/, ""), direction: key.startsWith("-") ? -1 : 1 }))
  return [...resources].sort((a, b) => {
    for (const key of keys) {
      const left = readPath(a, key.path)[0]
      const right = readPath(b, key.path)[0]
      if (left === right) continue
      if (left === undefined || left === null) return 1
      if (right === undefined || right === null) return -1
      return (left < right ? -1 : 1) * key.direction
    }
    return 0
  })
}

/**
 * Drupal's offset pager (OffsetPage): page[offset] and page[limit], at most 50 per page. A limit
 * PHP does not read as a number compares greater than 50 and so gives 50 (core/40:
 * page[limit]=abc is a 200); a larger limit gives 50 too (core/26).
 */
export function parsePage(params: URLSearchParams): { offset: number; limit: number } {
  const offsetText = params.get("page[offset]") ?? "0"
  const limitText = params.get("page[limit]") ?? String(MAX_PAGE_LIMIT)
  const offset = /^\s*-?\d/.test(offsetText) ? Number.parseInt(offsetText, 10) : 0
  const limit = /^\s*-?\d/.test(limitText) ? Number.parseInt(limitText, 10) : MAX_PAGE_LIMIT
  if (offset < 0) throw new JsonApiError(400, "Bad Request", "The page offset needs to be a non-negative integer.")
  if (limit < 1) throw new JsonApiError(400, "Bad Request", "The page limit needs to be a positive integer.")
  return { offset, limit: Math.min(limit, MAX_PAGE_LIMIT) }
}

/**
 * Drupal's pager links (core/09-11, jsonapi_extras/x03): next while more follow, last too when
 * the total is counted, first and prev after the first page; no total, no last. Hrefs are
 * percent-encoded; keys come sorted, as Drupal writes them.
 */
export function pagerLinks(url: URL, offset: number, limit: number, total: number, counted: boolean): Record<string, { href: string }> {
  const links: Record<string, { href: string }> = { self: { href: normalizedUrl(url) } }
  if (offset + limit < total) {
    links.next = { href: pagerUrl(url, offset + limit, limit) }
    if (counted) links.last = { href: pagerUrl(url, (Math.ceil(total / limit) - 1) * limit, limit) }
  }
  if (offset > 0) {
    links.first = { href: pagerUrl(url, 0, limit) }
    links.prev = { href: pagerUrl(url, Math.max(0, offset - limit), limit) }
  }
  return Object.fromEntries(Object.entries(links).sort(([a], [b]) => a.localeCompare(b)))
}

export function applySparseFieldsets(resource: ResourceObject, params: URLSearchParams): ResourceObject {
  const fields = params.get(`fields[${resource.type}]`)
  if (!fields) return resource
  const wanted = new Set(fields.split(","))
  return {
    ...resource,
    attributes: Object.fromEntries(Object.entries(resource.attributes).filter(([name]) => wanted.has(name))),
    relationships: Object.fromEntries(Object.entries(resource.relationships).filter(([name]) => wanted.has(name))),
  }
}

/**
 * Walks include paths (field_components.field_items) from the primary data. As in Drupal, a path
 * is valid when some bundle the previous step can reach has that relationship field.
 */
function collectIncluded(
  primaryTypes: readonly string[],
  primary: Entity[],
  include: string | null,
  context: ResourceContext,
  viewer: Viewer,
): Entity[] {
  if (!include) return []
  const seen = new Set(primary.map((entity) => `${entity.type}:${entity.uuid}`))
  const included: Entity[] = []
  for (const includePath of include
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean)) {
    let level = primary
    let levelTypes = [...primaryTypes]
    for (const fieldName of includePath.split(".")) {
      const definitions = levelTypes.map((type) => fieldsOf(type)[fieldName]).filter((field) => field && isReferenceField(field))
      if (!definitions.length) {
        const possible = [
          ...new Set(levelTypes.flatMap((type) => Object.keys(fieldsOf(type)).filter((name) => isReferenceField(fieldsOf(type)[name])))),
        ]
        throw new JsonApiError(
          400,
          "Bad Request",
          `\`${fieldName}\` is not a valid relationship field name. Possible values: ${possible.join(", ")}.`,
        )
      }
      levelTypes = [...new Set(definitions.flatMap((field) => field.targets ?? []))].filter(hasBundle)
      const next: Entity[] = []
      for (const entity of level) {
        const value = entity.values[fieldName] as EntityRef | EntityRef[] | null | undefined
        const refs = Array.isArray(value) ? value : value ? [value] : []
        for (const ref of refs) {
          const target = context.store.get(ref.type, ref.uuid)
          if (!target || !isVisibleTo(target, viewer)) continue
          next.push(target)
          const id = `${target.type}:${target.uuid}`
          if (!seen.has(id)) {
            seen.add(id)
            included.push(target)
          }
        }
      }
      level = next
    }
  }
  return included
}

function documentFor(
  types: readonly string[],
  data: Entity | Entity[],
  langcode: string,
  params: URLSearchParams,
  context: ResourceContext,
  extra: Record<string, unknown>,
  viewer: Viewer = ANONYMOUS,
): Record<string, unknown> {
  const list = Array.isArray(data) ? data : [data]
  const render = (entity: Entity) => applySparseFieldsets(buildResource(entity, langcode, context), params)
  const included = collectIncluded(types, list, params.get("include"), context, viewer).map(render)
  const body: Record<string, unknown> = { jsonapi: JSONAPI_OBJECT, data: Array.isArray(data) ? list.map(render) : render(data), ...extra }
  if (params.has("include")) body.included = included
  return body
}

function findEntity(context: ResourceContext, type: string, uuid: string): Entity {
  const entity = context.store.get(type, uuid)
  if (!entity)
    throw new JsonApiError(
      404,
      "Not Found",
      `The "entity" parameter was not converted for the path "/${context.behaviour.apiPrefix}/${type.replace("--", "/")}/{entity}" ` +
        `(route name: "jsonapi.${type}.individual")`,
    )
  return entity
}

/**
 * Drupal's field resolver: a filter or sort path must start with a field of the type, and a
 * step through a relationship with a field of a type it reaches (core/12, core/13: 400).
 */
function checkFieldPath(type: string, fieldPath: string): void {
  const [first, ...rest] = fieldPath.split(".")
  const invalid = (part: string) =>
    new JsonApiError(
      400,
      "Bad Request",
      `Invalid nested filtering. The field \`${part}\`, given in the path \`${fieldPath}\`, does not exist.`,
    )
  if (!fieldNamesOf(type).has(first)) throw invalid(first)
  const field = fieldsOf(type)[first]
  if (field && isReferenceField(field) && rest.length && !["id", "meta", "entity"].includes(rest[0])) {
    const targets = (field.targets ?? []).filter(hasBundle)
    if (!targets.some((target) => fieldNamesOf(target).has(rest[0]))) throw invalid(rest[0])
  }
  // path is computed: Drupal fails on it with an error of its own (core/42).
  if (first === "path") throw new JsonApiError(500, "Internal Server Error", "Call to a member function getColumns() on bool")
}

/**
 * Answers a GET under /{apiPrefix} or /{langcode}/{apiPrefix} the way Drupal core's JSON:API
 * module does (with JSON:API Extras' include count when configured): collections, single
 * resources, related and relationship routes, include, sparse fieldsets, filters, sort and
 * offset paging. apiPath is the path after the prefix.
 */
export function handleJsonApi(url: URL, langcode: string, apiPath: string, context: ResourceContext, viewer = ANONYMOUS): JsonApiResponse {
  try {
    const segments = apiPath.split("/").filter(Boolean)
    if (segments.length === 0) return indexDocument(context, langcode, viewer)
    const [entityType, bundle, uuid, ...rest] = segments
    const type = `${entityType}--${bundle}`
    if (!bundle || !hasBundle(type) || rest.length > 2) throw new NoRoute()
    const params = url.searchParams
    const self = { href: normalizedUrl(url) }
    const permission = missingPermission(type, viewer)

    if (!uuid) {
      const conditions = parseFilters(params)
      conditions.forEach((condition) => checkFieldPath(type, condition.path))
      const sort = params.get("sort")
      sort?.split(",").forEach((key) => checkFieldPath(type, key.replace(/^-/, "")))
      const { offset, limit } = parsePage(params)
      const version = requestedVersion(params, true)
      // A collection lists default revisions, or each entity's latest one (r11, r13). Without a
      // filter, access is checked after paging and what the viewer may not see is omitted (r10);
      // a filter brings JSON:API's query access conditions, which leave unpublished content out.
      // Paragraphs that only a draft holds are listed to no one else.
      let matching = context.store
        .ofType(type)
        .filter((entity) => !entity.draftOnly || viewer.mayViewDrafts)
        .map((entity) => revisionOf(entity, version, null))
        .filter((entity) => conditions.length === 0 || isVisibleTo(entity, viewer))
      // Rendering every resource is only worth it when a filter or sort has to read them.
      if (conditions.length || sort) {
        const rendered = matching.map((entity) => ({ entity, resource: buildResource(entity, langcode, context) }))
        const related: Related = ({ type: targetType, id }) => {
          const target = context.store.get(targetType, id)
          return target && isVisibleTo(target, viewer) ? buildResource(target, langcode, context) : null
        }
        // An entity query matches any translation; the answer is in the URL's language (jsonapi_extras/x14).
        const filtered = rendered.filter(({ entity }) =>
          entity.languages.some((translation) => matchesFilters(buildResource(entity, translation, context), conditions, related)),
        )
        const order = new Map(
          sortResources(
            filtered.map(({ resource }) => resource),
            sort,
          ).map((resource, index) => [resource.id, index]),
        )
        matching = filtered.sort((a, b) => (order.get(a.resource.id) ?? 0) - (order.get(b.resource.id) ?? 0)).map(({ entity }) => entity)
      }
      let total = matching.length
      // config_pages' collection ignores filters, while the count query with any filter counts none
      // (contrib/c13, jsonapi_extras/x12): the site must pick the entity of its context itself.
      if (entityTypeOf(type) === "config_pages" && conditions.length) {
        matching = context.store.ofType(type).filter(isPublished)
        total = 0
      }
      const page = matching.slice(offset, offset + limit)
      const counted = context.behaviour.includeCount
      // Access is checked after paging, so the count and the pager links include hidden items (jsonapi_extras/x05).
      const meta: Record<string, unknown> = {}
      if (counted) meta.count = total
      const hidden = permission ? page : page.filter((entity) => !isVisibleTo(entity, viewer))
      if (hidden.length)
        meta.omitted = omittedMeta(
          hidden.map((entity) => resourceSelfUrl(entity, langcode, context)),
          permission,
        )
      const extra: Record<string, unknown> = Object.keys(meta).length ? { meta } : {}
      extra.links = pagerLinks(url, offset, limit, total, counted)
      const shown = page.filter((entity) => !hidden.includes(entity))
      return { status: 200, body: documentFor([type], shown, langcode, params, context, extra, viewer) }
    }

    const found = findEntity(context, type, uuid)
    if (permission) throw unauthorized(context)
    const entity = revisionOf(found, requestedVersion(params, false), params.get("resourceVersion"))
    if (!isVisibleTo(entity, viewer)) throw viewer.authenticated ? forbidden() : unauthorized(context)
    if (rest.length === 0) return { status: 200, body: documentFor([type], entity, langcode, params, context, { links: { self } }, viewer) }

    const isRelationshipRoute = rest[0] === "relationships"
    const fieldName = isRelationshipRoute ? rest[1] : rest[0]
    const field = fieldName ? fieldsOf(type)[fieldName] : undefined
    if (!field || !isReferenceField(field) || rest.length > (isRelationshipRoute ? 2 : 1)) {
      throw new JsonApiError(404, "Not Found", `The relationship field "${fieldName}" does not exist on ${type}.`)
    }
    const resource = buildResource(entity, langcode, context)
    const relationship = resource.relationships[fieldName]
    if (isRelationshipRoute)
      return {
        status: 200,
        body: { jsonapi: JSONAPI_OBJECT, data: relationship.data, links: { self, related: relationship.links.related } },
      }
    const value = entity.values[fieldName] as EntityRef | EntityRef[] | null | undefined
    const targets = (Array.isArray(value) ? value : value ? [value] : [])
      .map((ref) => context.store.get(ref.type, ref.uuid))
      .filter((target): target is Entity => Boolean(target && isVisibleTo(target, viewer)))
    const data = field.multiple ? targets : (targets[0] ?? null)
    if (data === null) return { status: 200, body: { jsonapi: JSONAPI_OBJECT, data: null, links: { self } } }
    return { status: 200, body: documentFor(field.targets ?? [], data, langcode, params, context, { links: { self } }, viewer) }
  } catch (error) {
    if (error instanceof NoRoute) return pageNotFound(context.behaviour.siteName)
    if (error instanceof JsonApiError) return errorDocument(error.status, error.title, error.message, url, error.headers)
    throw error
  }
}
