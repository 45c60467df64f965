import { createHash, randomBytes } from "node:crypto"
import type { IncomingHttpHeaders, IncomingMessage } from "node:http"
import { ANONYMOUS, type Credentials, type Viewer } from "./access"
import type { JsonApiResponse } from "./jsonapi"
import { requestText } from "./request-text"

/** core's user.login.http route, with ?_format=json (recordings session/s01-s10). */
export const LOGIN_PATH = "/user/login"
/** Drupal's session cookie lifetime (session.storage.options cookie_lifetime). */
const COOKIE_LIFETIME_SECONDS = 2_000_000

/** A user who may log in: the credentials, and what a session of theirs may see. */
export interface Account {
  credentials: Credentials
  viewer: Viewer
  uid: string
  roles: readonly string[]
}

/** SESS and a hash of the request's host name, as Drupal names a session cookie over HTTP. */
function cookieName(headers: IncomingHttpHeaders): string {
  const host = (headers.host ?? "").replace(/:\d+$/, "")
  return `SESS${createHash("sha256").update(host).digest("hex").slice(0, 32)}`
}

function message(status: number, text: string, headers?: Record<string, string>): JsonApiResponse {
  return { status, body: { message: text }, contentType: "application/json", headers }
}

/**
 * Drupal's cookie sessions, as a client meets them: a login that answers the session cookie and
 * the user's tokens, and a cookie that then authenticates reads as that user (core's cookie
 * authentication provider). HTTP Basic, where a request sends it, wins (basic_auth's priority).
 */
export class Sessions {
  private readonly viewers = new Map<string, Viewer>()

  /** The viewer a request's session cookie authenticates; null when it sends none. An unknown one reads as anonymous. */
  viewerOf(headers: IncomingHttpHeaders): Viewer | null {
    const id = this.sessionIdOf(headers)
    if (id === null) return null
    return this.viewers.get(id) ?? ANONYMOUS
  }

  /** POST /user/login?_format=json: recordings s01-s07. */
  async logIn(request: IncomingMessage, accounts: readonly Account[]): Promise<JsonApiResponse> {
    if (request.method !== "POST") return message(406, "Not acceptable format: json")
    if (this.viewerOf(request.headers)?.authenticated) return message(403, "This route can only be accessed by anonymous users.")
    const text = await requestText(request)
    let credentials: Record<string, unknown>
    try {
      credentials = JSON.parse(text ?? "") as Record<string, unknown>
    } catch {
      // Drupal's serializer throws on a body that is not JSON, and Drupal answers its error page.
      return {
        status: 500,
        body: "The website encountered an unexpected error. Try again later.",
        contentType: "text/plain; charset=UTF-8",
      }
    }
    const hasName = credentials?.name !== undefined
    const hasPass = credentials?.pass !== undefined
    if (!hasName && !hasPass) return message(400, "Missing credentials.")
    if (!hasName) return message(400, "Missing credentials.name.")
    if (!hasPass) return message(400, "Missing credentials.pass.")
    const account = accounts.find(({ credentials: known }) => credentials.name === known.username && credentials.pass === known.password)
    if (!account) return message(400, "Sorry, unrecognized username or password.")
    const id = randomBytes(36).toString("base64url")
    this.viewers.set(id, account.viewer)
    const expires = new Date(Date.now() + COOKIE_LIFETIME_SECONDS * 1000).toUTCString()
    return {
      status: 200,
      contentType: "application/json",
      headers: {
        "Set-Cookie": `${cookieName(request.headers)}=${id}; expires=${expires}; Max-Age=${COOKIE_LIFETIME_SECONDS}; path=/; HttpOnly; SameSite=Lax`,
      },
      body: {
        current_user: { uid: account.uid, roles: account.roles, name: account.credentials.username },
        csrf_token: randomBytes(32).toString("base64url"),
        logout_token: randomBytes(32).toString("base64url"),
      },
    }
  }

  private sessionIdOf(headers: IncomingHttpHeaders): string | null {
    const wanted = cookieName(headers)
    for (const pair of (headers.cookie ?? "").split(";")) {
      const [name, ...value] = pair.trim().split("=")
      if (name === wanted) return value.join("=")
    }
    return null
  }
}
