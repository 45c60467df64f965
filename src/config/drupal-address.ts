/**
 * How Drupal is addressed, in one place: its base URL, its one JSON:API prefix, each language's
 * URL prefix and the credentials the build sends. Sourcing (gatsby-config), the search proxy and
 * the content server all build Drupal URLs with these functions, so they cannot disagree.
 *
 * Drupal's rules (recordings core/04, core/05, variant-en-prefix): JSON:API lives at
 * {base}/{languagePrefix}/{apiPrefix}/...; the default language normally has an empty prefix
 * (then /en/jsonapi is a 404 page), every other language the prefix an administrator set, which
 * is its langcode unless changed. The API prefix is "jsonapi", or what JSON:API Extras sets.
 */

/** Where a Drupal site answers and how its URLs are made. */
export interface DrupalAddress {
  /** Origin (and path, if Drupal is installed in a folder), without a trailing slash. */
  baseUrl: string
  /** JSON:API's path prefix without slashes: "jsonapi", or JSON:API Extras' setting (e.g. "api"). */
  apiPrefix: string
  /** Drupal's default language. */
  defaultLangcode: string
  /** URL prefix per langcode where it differs from the default rule ("" for none). */
  languagePrefixes: Readonly<Record<string, string>>
}

/** What the build authenticates with; null sends anonymous requests. */
export type DrupalCredentials =
  | { kind: "basic"; username: string; password: string }
  | { kind: "bearer"; token: string }
  | { kind: "header"; header: string; value: string }
  | null

/** The Drupal the build talks to, read from the environment. */
export interface DrupalConnection {
  address: DrupalAddress
  credentials: DrupalCredentials
  /** True when no DRUPAL_BASE_URL is set and the embedded content server stands in for Drupal. */
  embedded: boolean
}

export const DEFAULT_API_PREFIX = "jsonapi"

/**
 * The build user of the embedded content server: it serves menus, redirects and site settings
 * only to an authenticated request, as Drupal does, and the build sends these when no
 * DRUPAL_BASE_URL is set. Not a secret: the server listens on 127.0.0.1 and serves demo content.
 */
export const EMBEDDED_CONTENT_SERVER_CREDENTIALS = {
  kind: "basic",
  username: "fleetlane-build",
  password: "content-server-local",
} as const satisfies DrupalCredentials

/**
 * The preview user of the embedded content server: it may also read unpublished content and
 * draft revisions (rel:working-copy), which the build user may not, so that a draft can never
 * reach a build. The preview function sends these when no DRUPAL_BASE_URL is set.
 */
export const EMBEDDED_CONTENT_SERVER_PREVIEW_CREDENTIALS = {
  kind: "basic",
  username: "fleetlane-preview",
  password: "content-server-local-preview",
} as const satisfies DrupalCredentials

/** The path prefix of a language ("" for none), as Drupal's URL language negotiation uses it. */
export function languagePathPrefix(address: DrupalAddress, langcode: string): string {
  const configured = address.languagePrefixes[langcode]
  if (configured !== undefined) return configured
  return langcode === address.defaultLangcode ? "" : langcode
}

/**
 * The language Drupal negotiates for a path under its base URL, as its URL negotiation does: the
 * language whose prefix is the first segment, else the default language (when that has an empty
 * prefix; otherwise Drupal redirects and null is returned).
 */
export function languageOfPath(address: DrupalAddress, langcodes: readonly string[], pathname: string): string | null {
  const basePath = new URL(address.baseUrl).pathname.replace(/\/+$/, "")
  const local = pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : pathname
  const first = local.split("/")[1] ?? ""
  const prefixed = langcodes.find((langcode) => first !== "" && languagePathPrefix(address, langcode) === first)
  if (prefixed) return prefixed
  return languagePathPrefix(address, address.defaultLangcode) === "" ? address.defaultLangcode : null
}

/** "node--page" -> "node/page": a JSON:API resource type's path. */
export function resourceTypePath(resourceType: string): string {
  const [entityType, bundle] = resourceType.split("--")
  if (!entityType || !bundle) throw new Error(`"${resourceType}" is not a JSON:API resource type (entity--bundle)`)
  return `${entityType}/${bundle}`
}

/**
 * The URL of a JSON:API path in a language: jsonApiUrl(address, "nl", "node/page") is
 * {base}/nl/jsonapi/node/page; an empty path gives the entry point. The path may carry a query.
 */
export function jsonApiUrl(address: DrupalAddress, langcode: string, path = ""): string {
  const segments = [address.baseUrl, languagePathPrefix(address, langcode), address.apiPrefix, path.replace(/^\/+/, "")]
  return segments.filter((segment) => segment !== "").join("/")
}

/**
 * gatsby_fastbuilds' sync endpoint for the changes since a build's time (seconds, whole): outside
 * JSON:API and any language prefix, at {base}/gatsby-fastbuilds/sync/{last_fetch}, where
 * gatsby-source-drupal asks it.
 */
export function fastBuildsSyncUrl(baseUrl: string, lastFetch: number): string {
  return `${baseUrl.replace(/\/+$/, "")}/gatsby-fastbuilds/sync/${Math.floor(lastFetch)}`
}

/** The search_api index in a language: JSON:API Search API serves it at {apiPrefix}/index/{indexId}. */
export function searchIndexUrl(address: DrupalAddress, langcode: string, indexId: string): string {
  return jsonApiUrl(address, langcode, `index/${indexId}`)
}

/** The request headers that carry the credentials (none for anonymous requests). */
export function credentialHeaders(credentials: DrupalCredentials): Record<string, string> {
  if (!credentials) return {}
  switch (credentials.kind) {
    case "basic":
      return { Authorization: `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString("base64")}` }
    case "bearer":
      return { Authorization: `Bearer ${credentials.token}` }
    case "header":
      return { [credentials.header]: credentials.value }
  }
}

/**
 * "en=,nl-be=be" -> { en: "", "nl-be": "be" }: the prefixes an administrator changed in Drupal
 * (Configuration > Regional and language > Detection and selection > URL).
 */
export function parseLanguagePrefixes(value: string | undefined): Record<string, string> {
  const prefixes: Record<string, string> = {}
  for (const pair of (value ?? "").split(",")) {
    if (pair.trim() === "") continue
    const [langcode, prefix, ...rest] = pair.split("=")
    if (prefix === undefined || rest.length > 0 || langcode.trim() === "" || /[/\s]/.test(prefix.trim())) {
      throw new Error(`DRUPAL_LANGUAGE_PREFIXES: "${pair}" is not langcode=prefix (an empty prefix is allowed)`)
    }
    prefixes[langcode.trim()] = prefix.trim()
  }
  return prefixes
}

type Environment = Readonly<Record<string, string | undefined>>

/**
 * Credentials from the environment: DRUPAL_USERNAME and DRUPAL_PASSWORD as HTTP Basic (core's
 * basic_auth), or DRUPAL_API_TOKEN sent as a bearer token, or in the header DRUPAL_API_TOKEN_HEADER
 * names (e.g. "api-key" for the key_auth module).
 */
export function credentialsFromEnvironment(environment: Environment): DrupalCredentials {
  const { DRUPAL_USERNAME: username, DRUPAL_PASSWORD: password, DRUPAL_API_TOKEN: token, DRUPAL_API_TOKEN_HEADER: header } = environment
  if (username && token) throw new Error("Set DRUPAL_USERNAME/DRUPAL_PASSWORD or DRUPAL_API_TOKEN, not both")
  if (username || password) {
    if (!username || !password) throw new Error("DRUPAL_USERNAME and DRUPAL_PASSWORD go together")
    return { kind: "basic", username, password }
  }
  if (token) return header ? { kind: "header", header, value: token } : { kind: "bearer", token }
  if (header) throw new Error("DRUPAL_API_TOKEN_HEADER is set without DRUPAL_API_TOKEN")
  return null
}

/**
 * The Drupal of this build: DRUPAL_BASE_URL, DRUPAL_API_PREFIX (default "jsonapi"),
 * DRUPAL_LANGUAGE_PREFIXES and the credentials; with no DRUPAL_BASE_URL the embedded content
 * server at embeddedUrl, with its own build user.
 */
export function drupalConnectionFromEnvironment(environment: Environment, embeddedUrl: string, defaultLangcode: string): DrupalConnection {
  const embedded = !environment.DRUPAL_BASE_URL
  const apiPrefix = (environment.DRUPAL_API_PREFIX || DEFAULT_API_PREFIX).replace(/^\/+|\/+$/g, "")
  const address: DrupalAddress = {
    baseUrl: (environment.DRUPAL_BASE_URL || embeddedUrl).replace(/\/+$/, ""),
    apiPrefix,
    defaultLangcode,
    languagePrefixes: parseLanguagePrefixes(environment.DRUPAL_LANGUAGE_PREFIXES),
  }
  const credentials = embedded ? EMBEDDED_CONTENT_SERVER_CREDENTIALS : credentialsFromEnvironment(environment)
  return { address, credentials, embedded }
}
