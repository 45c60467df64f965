import { credentialHeaders, jsonApiUrl, type DrupalAddress, type DrupalCredentials } from "../../src/config/drupal-address"
import { collectionProblem, type CollectionAnswer } from "./collection-problems"

/** A resource type the build sources, in the languages gatsby-source-drupal asks it in. */
export interface SourcedType {
  resourceType: string
  langcodes: readonly string[]
  /** The site cannot be built without at least one item (menus, settings, redirects, pages). */
  required: boolean
  /** Drupal may omit some of its items whatever the permissions (paragraphs of unpublished pages). */
  omissionsExpected?: boolean
}

export type Fetch = (url: string, init: { headers: Record<string, string> }) => Promise<Response>

/** Requests at once: enough to be quick on a real Drupal without loading it like the sourcing does. */
const CONCURRENCY = 4

/** GETs a JSON:API document with the credentials; body null when the answer is not JSON. */
export async function getDocument(fetchDocument: Fetch, url: string, credentials: DrupalCredentials) {
  const response = await fetchDocument(url, { headers: { Accept: "application/vnd.api+json", ...credentialHeaders(credentials) } })
  const text = await response.text()
  let body: unknown = null
  try {
    body = JSON.parse(text)
  } catch {
    // Drupal answers unknown routes with an HTML page (core/05, core/31): no document.
  }
  return { status: response.status, body }
}

/**
 * The path of a resource type after the API prefix, from the entry point's link, since JSON:API
 * Extras may rename it; the language part is rebuilt by jsonApiUrl, never read from the link
 * (variant-dynamic-cache-language: a cached answer may carry another language's links).
 */
function resourcePathFromLink(href: string, apiPrefix: string): string {
  const marker = `/${apiPrefix}/`
  return href.slice(href.indexOf(marker) + marker.length)
}

async function inPool<T>(tasks: readonly (() => Promise<T>)[], size: number): Promise<T[]> {
  const results: T[] = []
  let next = 0
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++
      results[index] = await tasks[index]()
    }
  }
  await Promise.all(Array.from({ length: Math.min(size, tasks.length) }, worker))
  return results
}

/**
 * Asks Drupal, with the build's credentials, for the first page of every sourced type in every
 * language it is sourced in (as many items as gatsby-source-drupal's first request, which is
 * where meta.omitted shows), and returns every problem found; none when the build can source.
 */
export async function preflightProblems(
  address: DrupalAddress,
  credentials: DrupalCredentials,
  types: readonly SourcedType[],
  fetchDocument: Fetch,
): Promise<string[]> {
  const entryUrl = jsonApiUrl(address, address.defaultLangcode)
  const entry = await getDocument(fetchDocument, entryUrl, credentials)
  const links = (entry.body as { links?: Record<string, { href?: string }> } | null)?.links
  if (entry.status !== 200 || !links) {
    return [`The JSON:API entry point ${entryUrl} answered ${entry.status}${links ? "" : " without resource links"}`]
  }
  const problems: string[] = []
  const checks: (() => Promise<string | null>)[] = []
  for (const type of types) {
    const href = links[type.resourceType]?.href
    if (!href) {
      if (type.required) problems.push(`${type.resourceType}: Drupal's JSON:API has no such resource, and the site needs it`)
      continue
    }
    const path = resourcePathFromLink(href, address.apiPrefix)
    for (const langcode of type.langcodes) {
      checks.push(async () => {
        const { status, body } = await getDocument(fetchDocument, jsonApiUrl(address, langcode, path), credentials)
        const answer: CollectionAnswer = { resourceType: type.resourceType, langcode, status, body }
        return collectionProblem(answer, type.required, type.omissionsExpected)
      })
    }
  }
  const found = await inPool(checks, CONCURRENCY)
  return [...problems, ...found.filter((problem): problem is string => problem !== null)]
}
