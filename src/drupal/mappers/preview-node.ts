/**
 * A draft from the preview function (Drupal's JSON:API document, without links) in the shape a
 * template's page query gives it, as gatsby-source-drupal builds its nodes: the attributes as
 * fields, drupal_id the uuid, __typename the resource type with "__" (paragraph__text), and each
 * relationship under `relationships` as the included entity itself (or a list of them). A
 * relationship to something not included is null or left out of its list, as gatsby-source-drupal
 * leaves out what it did not source. A reference's meta (an image's alt, width and height) becomes
 * a field of the same name, and a file its localFile with the address the preview function gave it
 * (publicURL; no childImageSharp: a draft's image is not processed), as the Media* fragments read them.
 */

interface ResourceIdentifier {
  type: string
  id: string
  meta?: Record<string, unknown>
}

interface Resource extends ResourceIdentifier {
  attributes?: Record<string, unknown>
  relationships?: Record<string, { data?: ResourceIdentifier | ResourceIdentifier[] | null } | undefined>
}

export interface DraftDocument {
  data: Resource | null
  included?: Resource[]
}

export type PreviewNode = Record<string, unknown> & {
  __typename: string
  id: string
  drupal_id: string
  relationships: Record<string, unknown>
}

/** Paragraphs nest a few levels (component, item); a loop of references must not recurse forever. */
const MAX_DEPTH = 6

function isResource(value: unknown): value is Resource {
  return Boolean(
    value && typeof value === "object" && typeof (value as Resource).type === "string" && typeof (value as Resource).id === "string",
  )
}

/** An image reference's own values (alt, title, width, height), without Drupal's internal ids. */
function metaFields(meta: Record<string, unknown>): Record<string, unknown> | undefined {
  const fields = Object.fromEntries(
    Object.entries(meta).filter(([key]) => !key.startsWith("drupal_internal__") && key !== "target_revision_id"),
  )
  return Object.keys(fields).length > 0 ? fields : undefined
}

/** A file as gatsby-source-filesystem's localFile would give it: where the browser loads it. */
function localFileOf(file: Resource): { publicURL: string | null; childImageSharp: null } {
  const url = (file.attributes?.uri as { url?: unknown } | undefined)?.url
  return { publicURL: typeof url === "string" && url.startsWith("/") && !url.startsWith("//") ? url : null, childImageSharp: null }
}

export function previewNode(document: DraftDocument): PreviewNode | null {
  if (!isResource(document.data)) return null
  const included = new Map<string, Resource>()
  for (const resource of document.included ?? []) if (isResource(resource)) included.set(`${resource.type}:${resource.id}`, resource)

  function nodeOf(resource: Resource, depth: number): PreviewNode {
    const relationships: Record<string, unknown> = {}
    const referenceFields: Record<string, unknown> = {}
    for (const [name, relationship] of Object.entries(resource.relationships ?? {})) {
      const data = relationship?.data
      const meta = Array.isArray(data) || !data?.meta ? undefined : metaFields(data.meta)
      if (meta) referenceFields[name] = meta
      const resolve = (identifier: ResourceIdentifier): PreviewNode | null => {
        const target = included.get(`${identifier.type}:${identifier.id}`)
        return target && depth < MAX_DEPTH ? nodeOf(target, depth + 1) : null
      }
      relationships[name] = Array.isArray(data) ? data.map(resolve).filter(Boolean) : data ? resolve(data) : null
    }
    return {
      ...referenceFields,
      ...resource.attributes,
      ...(resource.type === "file--file" && { localFile: localFileOf(resource) }),
      __typename: resource.type.replace("--", "__"),
      id: resource.id,
      drupal_id: resource.id,
      relationships,
    }
  }

  return nodeOf(document.data, 0)
}
