/**
 * What a collection response says about the build user's access, judged the way Drupal answers
 * (recordings core/14, core/32, core/36, contrib/c01, jsonapi_extras/x05): hidden items come back
 * as data [] plus meta.omitted with 200, a forbidden resource as 401 or 403. gatsby-source-drupal
 * takes all of these as "no content" and builds a site without menus, redirects or settings, so
 * each one is a problem that fails the build.
 */
export interface CollectionAnswer {
  /** JSON:API resource type, e.g. "menu_link_content--menu_link_content". */
  resourceType: string
  langcode: string
  status: number
  /** The parsed JSON body, or null when the body is not JSON (Drupal's HTML error pages). */
  body: unknown
}

interface CollectionBody {
  data?: unknown
  meta?: { omitted?: { links?: Record<string, { meta?: { detail?: string } }> } }
}

/** Drupal's detail of an omitted item; access refused for a reason (a missing permission) adds the reason. */
const NOT_ALLOWED = "The current user is not allowed to GET the selected resource."

/**
 * The reasons that hide an unpublished item: none (core alone, revisions/r10), or with content
 * moderation enabled (drupal:setup enables it for the preview role) the permission it defines,
 * which the build user must not have.
 */
const UNPUBLISHED_REASONS = new Set(["", "The 'view any unpublished content' permission is required."])

/**
 * The details of the items the build user's role hides. An item omitted as unpublished is hidden
 * by its own access, as an unpublished page is from anyone who may not view unpublished content:
 * every Drupal has some, and the build must not publish them anyway.
 */
function roleOmissions(body: CollectionBody): string[] {
  const links = body.meta?.omitted?.links ?? {}
  return Object.entries(links)
    .filter(([name]) => name !== "help")
    .map(([, link]) => link.meta?.detail ?? "")
    .filter((detail) => {
      const trimmed = detail.trim()
      return !(trimmed.startsWith(NOT_ALLOWED) && UNPUBLISHED_REASONS.has(trimmed.slice(NOT_ALLOWED.length).trim()))
    })
}

/**
 * The problem with one answer, or null when the build can source it as it is. omissionsExpected:
 * items of the type may be hidden for a reason other than the build user's permissions.
 */
export function collectionProblem(answer: CollectionAnswer, required: boolean, omissionsExpected = false): string | null {
  const where = `${answer.resourceType} in language "${answer.langcode}"`
  if (answer.status === 401 || answer.status === 403) {
    return `${where}: Drupal answered ${answer.status}; the build user may not read it (see README, "Run against a real Drupal")`
  }
  if (answer.status !== 200 || typeof answer.body !== "object" || answer.body === null) {
    return `${where}: Drupal answered ${answer.status}${answer.body === null ? " without a JSON:API document" : ""}`
  }
  const body = answer.body as CollectionBody
  const omitted = roleOmissions(body)
  if (omitted.length && !omissionsExpected) {
    const details = [...new Set(omitted.filter((detail) => detail !== ""))]
    return `${where}: Drupal omitted ${omitted.length} item(s) the build user may not see${details.length ? ` (${details.join(" ")})` : ""}`
  }
  if (required && Array.isArray(body.data) && body.data.length === 0) {
    return `${where}: Drupal returned no items, and the site cannot be built without them`
  }
  return null
}
