/**
 * A draft from the preview function (Drupal's JSON:API document, without links) in the shape a
 * template's page query gives it, as gatsby-source-drupal builds its nodes: the attributes as
 * fields, drupal_id the uuid, __typename the resource type with "__" (paragraph__text), and each
 * relationship under `relationships` as the included entity itself (or a list of them). A
 * relationship to something not included (media: the preview leaves images out) is null or left
 * out of its list, as gatsby-source-drupal leaves out what it did not source.
 */

interface ResourceIdentifier {
  type: string
  id: string
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

export function previewNode(document: DraftDocument): PreviewNode | null {
  if (!isResource(document.data)) return null
  const included = new Map<string, Resource>()
  for (const resource of document.included ?? []) if (isResource(resource)) included.set(`${resource.type}:${resource.id}`, resource)

  function nodeOf(resource: Resource, depth: number): PreviewNode {
    const relationships: Record<string, unknown> = {}
    for (const [name, relationship] of Object.entries(resource.relationships ?? {})) {
      const data = relationship?.data
      const resolve = (identifier: ResourceIdentifier): PreviewNode | null => {
        const target = included.get(`${identifier.type}:${identifier.id}`)
        return target && depth < MAX_DEPTH ? nodeOf(target, depth + 1) : null
      }
      relationships[name] = Array.isArray(data) ? data.map(resolve).filter(Boolean) : data ? resolve(data) : null
    }
    return {
      ...resource.attributes,
      __typename: resource.type.replace("--", "__"),
      id: resource.id,
      drupal_id: resource.id,
      relationships,
    }
  }

  return nodeOf(document.data, 0)
}
