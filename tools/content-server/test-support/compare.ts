import type { Recording } from "../../../test/drupal-recordings"
import type { Answer } from "./recorded-site"

interface Document {
  links?: Record<string, unknown>
  meta?: Record<string, unknown>
  errors?: Array<{ title: string; status: unknown; links?: Record<string, unknown> }>
  data?: ResourceLike | ResourceLike[] | null
}
interface ResourceLike {
  id: string
  attributes?: { langcode?: unknown }
}

/**
 * What of an answer must be as Drupal's: status, media type, language header, the document's
 * members, which links and meta it carries, its error objects, and each resource's id and
 * langcode. Values that are the site's own (titles, hosts, random omitted-item keys) are not.
 */
export interface Shape {
  status: number
  contentType: string | null
  contentLanguage: string | null
  html?: true
  members?: string[]
  links?: string[]
  meta?: string[]
  errors?: Array<{ title: string; status: unknown; links: string[] }>
  data?: Array<[string, unknown]> | null
}

function documentShape(body: unknown): Partial<Shape> {
  if (typeof body === "string") return { html: true }
  const document = body as Document
  const shape: Partial<Shape> = { members: Object.keys(document).sort() }
  if (document.links) shape.links = Object.keys(document.links).sort()
  if (document.meta) shape.meta = Object.keys(document.meta).sort()
  if (document.errors) {
    shape.errors = document.errors.map((error) => ({
      title: error.title,
      status: error.status,
      links: Object.keys(error.links ?? {}).sort(),
    }))
  }
  if (document.data !== undefined) {
    const list = document.data === null ? null : Array.isArray(document.data) ? document.data : [document.data]
    shape.data = list && list.map((resource): [string, unknown] => [resource.id, resource.attributes?.langcode])
  }
  return shape
}

export function recordedShape(recorded: Recording): Shape {
  return {
    status: recorded.status,
    contentType: recorded.headers["content-type"] ?? null,
    contentLanguage: recorded.headers["content-language"] ?? null,
    ...documentShape(recorded.body),
  }
}

export function answerShape(answer: Answer): Shape {
  return {
    status: answer.status,
    contentType: answer.headers.get("content-type"),
    contentLanguage: answer.headers.get("content-language"),
    ...documentShape(answer.body),
  }
}

/** The shape with only the languages of the resources, for resources the site has other ones of (files). */
export function withoutIds(shape: Shape): Shape {
  return { ...shape, data: shape.data && [...new Set(shape.data.map(([, langcode]) => langcode))].map((langcode) => ["", langcode]) }
}

/** The shape of an entry point: its resource links are the site's own types, self is Drupal's. */
export function withoutResourceLinks(shape: Shape): Shape {
  return { ...shape, links: shape.links?.filter((key) => key === "self") }
}
