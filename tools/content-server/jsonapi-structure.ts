/**
 * Checks a document against the structure rules of JSON:API 1.0 (https://jsonapi.org/format/1.0/):
 * top-level members, resource objects, resource linkage, relationships, links, full linkage of
 * included resources and error objects. Returns the violations found; an empty list means valid.
 */
type Json = Record<string, unknown>

const MEMBER_NAME = /^[a-zA-Z0-9](?:[a-zA-Z0-9_-]*[a-zA-Z0-9])?$/

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

function checkMemberNames(object: Json, where: string, errors: string[]): void {
  for (const name of Object.keys(object)) {
    if (!MEMBER_NAME.test(name)) errors.push(`${where}: "${name}" is not a valid member name`)
  }
}

function checkLinks(links: unknown, where: string, errors: string[]): void {
  if (!isObject(links)) return void errors.push(`${where}: links must be an object`)
  for (const [name, link] of Object.entries(links)) {
    if (link === null || typeof link === "string") continue
    if (!isObject(link) || typeof link.href !== "string") errors.push(`${where}.${name}: a link is a string or an object with href`)
    else if (link.meta !== undefined && !isObject(link.meta)) errors.push(`${where}.${name}: link meta must be an object`)
  }
}

function checkIdentifier(value: unknown, where: string, errors: string[]): void {
  if (!isObject(value) || typeof value.type !== "string" || typeof value.id !== "string") {
    return void errors.push(`${where}: a resource identifier needs string type and id`)
  }
  const extra = Object.keys(value).filter((key) => !["type", "id", "meta"].includes(key))
  if (extra.length) errors.push(`${where}: unexpected members ${extra.join(", ")} in a resource identifier`)
}

function checkRelationship(name: string, relationship: unknown, where: string, errors: string[]): void {
  if (!isObject(relationship)) return void errors.push(`${where}.${name}: a relationship must be an object`)
  if (!("links" in relationship) && !("data" in relationship) && !("meta" in relationship)) {
    errors.push(`${where}.${name}: a relationship needs links, data or meta`)
  }
  if ("links" in relationship) {
    checkLinks(relationship.links, `${where}.${name}.links`, errors)
    if (isObject(relationship.links) && !("self" in relationship.links) && !("related" in relationship.links)) {
      errors.push(`${where}.${name}.links: needs self or related`)
    }
  }
  if ("data" in relationship && relationship.data !== null) {
    const linkage = Array.isArray(relationship.data) ? relationship.data : [relationship.data]
    linkage.forEach((item, index) => checkIdentifier(item, `${where}.${name}.data[${index}]`, errors))
  }
}

function checkResource(resource: unknown, where: string, errors: string[]): void {
  if (!isObject(resource)) return void errors.push(`${where}: a resource must be an object`)
  if (typeof resource.type !== "string" || typeof resource.id !== "string") errors.push(`${where}: a resource needs string type and id`)
  const extra = Object.keys(resource).filter((key) => !["type", "id", "attributes", "relationships", "links", "meta"].includes(key))
  if (extra.length) errors.push(`${where}: unexpected members ${extra.join(", ")}`)
  const attributes = resource.attributes
  const relationships = resource.relationships
  if (attributes !== undefined) {
    if (!isObject(attributes)) errors.push(`${where}.attributes: must be an object`)
    else {
      checkMemberNames(attributes, `${where}.attributes`, errors)
      for (const reserved of ["id", "type", "relationships", "links"]) {
        if (reserved in attributes) errors.push(`${where}.attributes: must not contain "${reserved}"`)
      }
    }
  }
  if (relationships !== undefined) {
    if (!isObject(relationships)) errors.push(`${where}.relationships: must be an object`)
    else {
      checkMemberNames(relationships, `${where}.relationships`, errors)
      for (const [name, relationship] of Object.entries(relationships))
        checkRelationship(name, relationship, `${where}.relationships`, errors)
      if (isObject(attributes)) {
        const shared = Object.keys(relationships).filter((name) => name in attributes)
        if (shared.length) errors.push(`${where}: fields ${shared.join(", ")} are both attributes and relationships`)
      }
    }
  }
  if (resource.links !== undefined) checkLinks(resource.links, `${where}.links`, errors)
}

function linkageOf(resource: Json): Array<{ type: string; id: string }> {
  const relationships = isObject(resource.relationships) ? resource.relationships : {}
  return Object.values(relationships).flatMap((relationship) => {
    if (!isObject(relationship) || relationship.data === null || relationship.data === undefined) return []
    return (Array.isArray(relationship.data) ? relationship.data : [relationship.data]) as Array<{ type: string; id: string }>
  })
}

export function validateDocument(document: unknown): string[] {
  const errors: string[] = []
  if (!isObject(document)) return ["the document must be an object"]
  const extra = Object.keys(document).filter((key) => !["data", "errors", "meta", "jsonapi", "links", "included"].includes(key))
  if (extra.length) errors.push(`unexpected top-level members ${extra.join(", ")}`)
  if (!("data" in document) && !("errors" in document) && !("meta" in document)) errors.push("a document needs data, errors or meta")
  if ("data" in document && "errors" in document) errors.push("data and errors must not coexist")
  if ("included" in document && !("data" in document)) errors.push("included needs data")
  if (
    "jsonapi" in document &&
    (!isObject(document.jsonapi) || (document.jsonapi.version !== undefined && typeof document.jsonapi.version !== "string"))
  ) {
    errors.push("jsonapi must be an object with a string version")
  }
  if ("meta" in document && !isObject(document.meta)) errors.push("meta must be an object")
  if ("links" in document) checkLinks(document.links, "links", errors)
  if ("data" in document && document.data !== null) {
    const primary = Array.isArray(document.data) ? document.data : [document.data]
    primary.forEach((resource, index) => {
      if (isObject(resource) && !("attributes" in resource) && !("relationships" in resource) && !("links" in resource))
        checkIdentifier(resource, `data[${index}]`, errors)
      else checkResource(resource, `data[${index}]`, errors)
    })
  }
  if ("included" in document) {
    if (!Array.isArray(document.included)) errors.push("included must be an array")
    else {
      document.included.forEach((resource, index) => checkResource(resource, `included[${index}]`, errors))
      const primary = (Array.isArray(document.data) ? document.data : [document.data]).filter(isObject)
      const reachable = new Set<string>()
      const queue = [...primary]
      const byKey = new Map((document.included as Json[]).map((resource) => [`${resource.type}:${resource.id}`, resource]))
      while (queue.length) {
        for (const target of linkageOf(queue.pop() as Json)) {
          const key = `${target.type}:${target.id}`
          if (reachable.has(key)) continue
          reachable.add(key)
          const next = byKey.get(key)
          if (next) queue.push(next)
        }
      }
      for (const key of byKey.keys())
        if (!reachable.has(key)) errors.push(`included ${key} is not linked from the primary data (full linkage)`)
      const keys = (document.included as Json[]).map((resource) => `${resource.type}:${resource.id}`)
      if (new Set(keys).size !== keys.length) errors.push("included holds a resource twice")
    }
  }
  if ("errors" in document) {
    if (!Array.isArray(document.errors)) errors.push("errors must be an array")
    else
      document.errors.forEach((error, index) => {
        if (!isObject(error)) return void errors.push(`errors[${index}] must be an object`)
        if (error.status !== undefined && typeof error.status !== "string") errors.push(`errors[${index}].status must be a string`)
      })
  }
  return errors
}
