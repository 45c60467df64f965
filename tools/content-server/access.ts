import { createHash, randomBytes } from "node:crypto"
import type { IncomingHttpHeaders } from "node:http"
import { entityTypeOf } from "../../src/drupal/model/types"
import { uuidFromName } from "./ids"

/**
 * Who may see what, as on the project's Drupal: anonymous visitors see content, media, terms,
 * files and paragraphs (core/39, c05), but not menu links, redirects or config pages, whose
 * view access needs an administrative permission (core/14, core/32, contrib/c01). The build
 * authenticates with HTTP Basic (core's basic_auth) as a user that has those permissions.
 */
export interface Viewer {
  authenticated: boolean
  /**
   * "view any unpublished content" and "view all revisions": the preview user's role, never the
   * build user's (a user with them sees unpublished nodes in every collection, revisions/r11).
   */
  mayViewDrafts: boolean
}

export const ANONYMOUS: Viewer = { authenticated: false, mayViewDrafts: false }

/** The permission Drupal names when it hides an entity type from anonymous requests. */
const ADMINISTRATIVE_TYPES: Readonly<Record<string, string>> = {
  menu_link_content: "administer menu",
  redirect: "administer redirects",
  config_pages: "administer config_pages types",
}

export interface Credentials {
  username: string
  password: string
}

/**
 * The viewer of a request: authenticated by correct HTTP Basic credentials, the build user's or
 * the preview user's. Wrong credentials leave the request anonymous, as basic_auth does (it
 * challenges only where access is denied).
 */
export function viewerOf(headers: IncomingHttpHeaders, credentials: Credentials, previewCredentials?: Credentials): Viewer {
  const match = /^Basic\s+(\S+)$/i.exec(headers.authorization ?? "")
  if (!match) return ANONYMOUS
  const decoded = Buffer.from(match[1], "base64").toString("utf8")
  if (previewCredentials && decoded === `${previewCredentials.username}:${previewCredentials.password}`) {
    return { authenticated: true, mayViewDrafts: true }
  }
  return { authenticated: decoded === `${credentials.username}:${credentials.password}`, mayViewDrafts: false }
}

/** The permission the viewer lacks to see entities of the resource type, or null. */
export function missingPermission(type: string, viewer: Viewer): string | null {
  if (viewer.authenticated) return null
  return ADMINISTRATIVE_TYPES[entityTypeOf(type)] ?? null
}

/** The build user's id, as JSON:API names it in the entry point's meta.links.me (core/02). */
export const BUILD_USER_UUID = uuidFromName("user--user:build")

/**
 * meta.omitted of a collection the viewer may not see all of (core/14): one link per hidden
 * item, keyed "item--" and a short hash salted per response, as Drupal keys them.
 */
export function omittedMeta(hiddenHrefs: readonly string[], permission: string | null): Record<string, unknown> {
  const salt = randomBytes(8).toString("base64")
  const links: Record<string, unknown> = {
    help: { href: "https://www.drupal.org/docs/8/modules/json-api/filtering#filters-access-control" },
  }
  for (const href of hiddenHrefs) {
    const hash = createHash("sha256")
      .update(salt + href)
      .digest("base64")
      .replace(/[-_+/=]/g, "")
      .slice(0, 7)
    links[`item--${hash}`] = {
      href,
      meta: {
        rel: "item",
        // An item hidden by its own access (an unpublished page, revisions/r10) gives no reason.
        detail: `The current user is not allowed to GET the selected resource.${permission ? ` The '${permission}' permission is required.` : ""}`,
      },
    }
  }
  return { detail: "Some resources have been omitted because of insufficient authorization.", links }
}
