import type { DrupalCredentials } from "../config/drupal-address"

/**
 * Drupal checks an HTTP Basic password against its bcrypt hash on every request: about 65 ms of
 * PHP each, twice what serving a cached JSON:API page costs (measured on the shared Drupal 10.5).
 * A session cookie costs one lookup. So a client that sends many requests logs in once with
 * core's user.login.http route and sends the cookie; where Drupal refuses (the route is blocked,
 * the user is blocked from logging in), it goes on with Basic.
 */

export type Fetch = (url: string, init: { method: string; headers: Record<string, string>; body: string }) => Promise<Response>

export interface DrupalSession {
  /** The Cookie header's value: the session cookie's name=value. */
  cookie: string
  /** What Drupal asks of a cookie-authenticated write (X-CSRF-Token); reads need none. */
  csrfToken: string
}

/** A session, or why Drupal gave none (its status and message). */
export type LogInResult = { session: DrupalSession } | { refused: string }

/** POST {baseUrl}/user/login?_format=json with the name and password, as Drupal's own clients do. */
export async function logIn(baseUrl: string, username: string, password: string, fetchImpl: Fetch = fetch): Promise<LogInResult> {
  const url = `${baseUrl}/user/login?_format=json`
  let response: Response
  try {
    response = await fetchImpl(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ name: username, pass: password }),
    })
  } catch (error) {
    return { refused: `${url} could not be reached: ${error instanceof Error ? error.message : String(error)}` }
  }
  const text = await response.text()
  let body: { csrf_token?: unknown; message?: unknown } = {}
  try {
    body = JSON.parse(text) as typeof body
  } catch {
    // An HTML page: a blocked route or a proxy's error.
  }
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ")
  if (response.status === 200 && cookie && typeof body.csrf_token === "string") {
    return { session: { cookie, csrfToken: body.csrf_token } }
  }
  const message = typeof body.message === "string" ? `: ${body.message}` : ""
  return { refused: `${url} answered ${response.status}${message}` }
}

/**
 * The credentials to read with: a session's cookie in place of HTTP Basic credentials, or the
 * given credentials as they are (a token, anonymous, a refused login, with the reason).
 */
export async function readingCredentials(
  baseUrl: string,
  credentials: DrupalCredentials,
  fetchImpl: Fetch = fetch,
): Promise<{ credentials: DrupalCredentials; refused?: string }> {
  if (credentials?.kind !== "basic") return { credentials }
  const result = await logIn(baseUrl, credentials.username, credentials.password, fetchImpl)
  if ("refused" in result) return { credentials, refused: result.refused }
  return { credentials: { kind: "header", header: "Cookie", value: result.session.cookie } }
}
