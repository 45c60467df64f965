import { ALL_BUNDLES, fieldsOf, hasBundle, isReferenceField } from "../../src/drupal/model"
import type { Entity, EntityRef } from "./content-store"
import { apiPrefix, buildResource, collectionUrl, type ResourceContext, type ResourceObject } from "./resource"

export interface JsonApiResponse {
  status: number
  body: Record<string, unknown>
  /** The media type, when not the one the route's kind answers with by default. */
  contentType?: string
}

/** Drupal's JSON:API page size: the default and the maximum. */
export const MAX_PAGE_LIMIT = 50

export const JSONAPI_OBJECT = { version: "1.0", meta: { links: { self: { href: "http://jsonapi.org/format/1.0/" } } } }

export class JsonApiError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    detail: string,
  ) {
    super(detail)
  }
}

export function errorDocument(status: number, title: string, detail: string): JsonApiResponse {
  return { status, body: { jsonapi: JSONAPI_OBJECT, errors: [{ title, status: String(status), detail }] } }
}

/** Whether Drupal shows an entity to an anonymous visitor. */
export function isPublished(entity: Entity): boolean {
  return entity.values.status !== false
}

function indexDocument(context: ResourceContext, langcode: string): JsonApiResponse {
  const links: Record<string, { href: string }> = { self: { href: apiPrefix(context, langcode) } }
  for (const bundle of ALL_BUNDLES) links[bundle.type] = { href: collectionUrl(context, bundle.type, langcode) }
  return { status: 200, body: { jsonapi: JSONAPI_OBJECT, data: [], meta: { links: { me: { meta: { id: "anonymous" } } } }, links } }
}

/** Reads a dotted attribute path such as path.alias, or relationship.id / relationship.meta.x. */
function readPath(resource: ResourceObject, pathExpression: string): unknown[] {
  const [head, ...rest] = pathExpression.split(".")
  if (head === "id") return [resource.id]
  if (head in resource.relationships) {
    const data = resource.relationships[head].data
    const items = Array.isArray(data) ? data : data ? [data] : []
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

function matchesFilters(resource: ResourceObject, conditions: Condition[]): boolean {
  return conditions.every((condition) => {
    const values = readPath(resource, condition.path)
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

export function parsePage(params: URLSearchParams): { offset: number; limit: number } {
  const offsetText = params.get("page[offset]") ?? "0"
  const limitText = params.get("page[limit]") ?? String(MAX_PAGE_LIMIT)
  const offset = Number(offsetText)
  const limit = Number(limitText)
  if (!Number.isInteger(offset) || offset < 0)
    throw new JsonApiError(400, "Bad Request", "The page offset needs to be a non-negative integer.")
  if (!Number.isInteger(limit) || limit < 1) throw new JsonApiError(400, "Bad Request", "The page limit needs to be a positive integer.")
  return { offset, limit: Math.min(limit, MAX_PAGE_LIMIT) }
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
function collectIncluded(primaryTypes: readonly string[], primary: Entity[], include: string | null, context: ResourceContext): Entity[] {
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
        throw new JsonApiError(
          400,
          "Bad Request",
          `\`${fieldName}\` is not a valid relationship field name in the include path "${includePath}".`,
        )
      }
      levelTypes = [...new Set(definitions.flatMap((field) => field.targets ?? []))].filter(hasBundle)
      const next: Entity[] = []
      for (const entity of level) {
        const value = entity.values[fieldName] as EntityRef | EntityRef[] | null | undefined
        const refs = Array.isArray(value) ? value : value ? [value] : []
        for (const ref of refs) {
          const target = context.store.get(ref.type, ref.uuid)
          if (!target || !isPublished(target)) continue
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
): Record<string, unknown> {
  const list = Array.isArray(data) ? data : [data]
  const render = (entity: Entity) => applySparseFieldsets(buildResource(entity, langcode, context), params)
  const included = collectIncluded(types, list, params.get("include"), context).map(render)
  const body: Record<string, unknown> = { jsonapi: JSONAPI_OBJECT, data: Array.isArray(data) ? list.map(render) : render(data), ...extra }
  if (params.has("include")) body.included = included
  return body
}

function findEntity(context: ResourceContext, type: string, uuid: string): Entity {
  const entity = context.store.get(type, uuid)
  if (!entity || !isPublished(entity))
    throw new JsonApiError(
      404,
      "Not Found",
      `The "entity" parameter was not converted for the path "/jsonapi/${type.replace("--", "/")}/{entity}" (param: entity).`,
    )
  return entity
}

/**
 * Answers a GET under /jsonapi or /{langcode}/jsonapi the way Drupal core's JSON:API module does
 * with jsonapi_extras' include count: collections, single resources, related and relationship
 * routes, include, sparse fieldsets, filters, sort and offset paging with links.next.
 */
export function handleJsonApi(url: URL, langcode: string, apiPath: string, context: ResourceContext): JsonApiResponse {
  try {
    const segments = apiPath.split("/").filter(Boolean)
    if (segments.length === 0) return indexDocument(context, langcode)
    const [entityType, bundle, uuid, ...rest] = segments
    const type = `${entityType}--${bundle}`
    if (!bundle || !hasBundle(type)) throw new JsonApiError(404, "Not Found", `No route found for "GET ${url.pathname}"`)
    const params = url.searchParams
    const self = { href: url.toString() }

    if (!uuid) {
      const conditions = parseFilters(params)
      const sort = params.get("sort")
      const { offset, limit } = parsePage(params)
      let matching = context.store.ofType(type).filter(isPublished)
      // Rendering every resource is only worth it when a filter or sort has to read them.
      if (conditions.length || sort) {
        const rendered = matching.map((entity) => ({ entity, resource: buildResource(entity, langcode, context) }))
        const filtered = rendered.filter(({ resource }) => matchesFilters(resource, conditions))
        const order = new Map(
          sortResources(
            filtered.map(({ resource }) => resource),
            sort,
          ).map((resource, index) => [resource.id, index]),
        )
        matching = filtered.sort((a, b) => (order.get(a.resource.id) ?? 0) - (order.get(b.resource.id) ?? 0)).map(({ entity }) => entity)
      }
      const page = matching.slice(offset, offset + limit)
      const links: Record<string, { href: string }> = { self }
      const pageUrl = (pageOffset: number) => {
        const next = new URL(url.toString())
        next.searchParams.set("page[offset]", String(pageOffset))
        next.searchParams.set("page[limit]", String(limit))
        return { href: next.toString() }
      }
      if (offset + limit < matching.length) links.next = pageUrl(offset + limit)
      if (offset > 0) links.prev = pageUrl(Math.max(0, offset - limit))
      return { status: 200, body: documentFor([type], page, langcode, params, context, { meta: { count: matching.length }, links }) }
    }

    const entity = findEntity(context, type, uuid)
    if (rest.length === 0) return { status: 200, body: documentFor([type], entity, langcode, params, context, { links: { self } }) }

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
      .filter((target): target is Entity => Boolean(target && isPublished(target)))
    const data = field.multiple ? targets : (targets[0] ?? null)
    if (data === null) return { status: 200, body: { jsonapi: JSONAPI_OBJECT, data: null, links: { self } } }
    return { status: 200, body: documentFor(field.targets ?? [], data, langcode, params, context, { links: { self } }) }
  } catch (error) {
    if (error instanceof JsonApiError) return errorDocument(error.status, error.title, error.message)
    throw error
  }
}
