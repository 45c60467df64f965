import type { IncomingMessage } from "node:http"
import { viewerOf, type Credentials } from "./access"
import { callBuildHook } from "./build-hook"
import { applyEditorialChange, EDITORIAL_ACTIONS, EditorialError, labelIn, type EditorialChange } from "./editorial"
import { FastbuildsLog, type SyncEntry } from "./fastbuilds-log"
import { JSONAPI_OBJECT, pageNotFound, type JsonApiResponse } from "./jsonapi"
import { requestText } from "./request-text"
import { buildResource, type ResourceContext } from "./resource"
import { forgetSearchIndex } from "./search-index"
import type { SiteRoute } from "./server"

/** gatsby_fastbuilds' route: /gatsby-fastbuilds/sync/{last_fetch}, last_fetch matching [0-9]+. */
const SYNC_PATH = /^\/gatsby-fastbuilds\/sync\/([^/]*)$/
/** The content server's own write endpoint (Drupal's editors use its forms instead). */
export const EDITORIAL_PATH = "/content-server/editorial"

export interface EditorialOptions {
  credentials: Credentials
  /** Whether the Drupal it plays has gatsby_fastbuilds: without it the sync route is not there (404). */
  fastBuilds: boolean
  /** The build hook to call after each change, as build_hooks' frontend environment; none when unset. */
  buildHookUrl?: string | null
  /** Seconds since the epoch; a test passes its own clock. */
  now?: () => number
}

export interface EditorialResult {
  type: string
  id: string
  langcode: string
  title: string | null
  /** The fastBuilds log action: insert, update or delete. */
  logAction: string
  /** The build hook's HTTP status, null without a hook, or the error calling it. */
  buildHook: number | null | { error: string }
}

const seconds = () => Math.floor(Date.now() / 1000)

function html(status: number, title: string, headers?: Record<string, string>): JsonApiResponse {
  const body = `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8" />\n<title>${title}</title>\n</head>\n<body>\n<h1>${title}</h1>\n</body>\n</html>\n`
  return { status, body, contentType: "text/html; charset=UTF-8", headers }
}

/** basic_auth's answers (recorded f02, f03): 401 with a challenge without credentials, 403 with wrong ones. */
function refusal(request: IncomingMessage, credentials: Credentials, siteName: string): JsonApiResponse | null {
  if (viewerOf(request.headers, credentials).authenticated) return null
  if (!request.headers.authorization) return html(401, `Unauthorized | ${siteName}`, { "WWW-Authenticate": `Basic realm="${siteName}"` })
  return html(403, `Access denied | ${siteName}`)
}

function json(status: number, body: unknown): JsonApiResponse {
  return { status, body: body as JsonApiResponse["body"], contentType: "application/json" }
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const text = await requestText(request)
  if (text === null) throw new EditorialError(422, "The request body is too large.")
  try {
    return JSON.parse(text)
  } catch {
    throw new EditorialError(422, "The request body is not JSON.")
  }
}

/** The change a request body describes, or why it is refused. */
export function editorialChangeOf(body: unknown): EditorialChange {
  const value = (body ?? {}) as Record<string, unknown>
  const text = (name: string) => {
    if (typeof value[name] !== "string" || value[name] === "") throw new EditorialError(422, `"${name}" must be a non-empty string.`)
    return value[name]
  }
  const action = text("action")
  if (!(EDITORIAL_ACTIONS as readonly string[]).includes(action))
    throw new EditorialError(422, `"action" must be one of ${EDITORIAL_ACTIONS.join(", ")}.`)
  const set = value.set ?? {}
  if (typeof set !== "object" || Array.isArray(set) || Object.values(set).some((item) => typeof item !== "string"))
    throw new EditorialError(422, `"set" must map field names to strings.`)
  return {
    type: text("type"),
    uuid: text("id"),
    langcode: text("langcode"),
    action: action as EditorialChange["action"],
    set: set as Record<string, string>,
  }
}

/** The log entry of a change, as GatsbyEntityLogger writes it (recorded f06-f11). */
function syncEntry(change: EditorialChange, outcome: ReturnType<typeof applyEditorialChange>, context: ResourceContext): SyncEntry {
  const { entity, langcode } = outcome
  if (outcome.logAction === "delete") return { id: entity.uuid, action: "delete", langcode, type: entity.type, attributes: { langcode } }
  const resource = buildResource(entity, langcode, context)
  return {
    jsonapi: JSONAPI_OBJECT,
    data: [resource],
    links: { self: resource.links.self },
    id: entity.uuid,
    action: outcome.logAction,
    langcode,
  }
}

/**
 * The routes that let the content server play Drupal's part in publishing: gatsby_fastbuilds'
 * sync endpoint behind the build user's HTTP Basic credentials (the module's permission "sync
 * gatsby fastbuild log entities"), and a write endpoint that applies one editor's change, logs it
 * for fastBuilds and calls the build hook, as a save in Drupal does with build_hooks.
 */
export function editorialRoutes(options: EditorialOptions): { routes: SiteRoute[]; log: FastbuildsLog } {
  const now = options.now ?? seconds
  const log = new FastbuildsLog(now())

  const sync: SiteRoute = (request, url, path, context) => {
    const match = SYNC_PATH.exec(path)
    if (!match) return null
    if (!/^[0-9]+$/.test(match[1])) return pageNotFound(context.behaviour.siteName)
    return refusal(request, options.credentials, context.behaviour.siteName) ?? json(200, log.sync(Number(match[1]), now()))
  }

  const write: SiteRoute = async (request, url, path, context) => {
    if (path !== EDITORIAL_PATH) return null
    if (request.method !== "POST") return { ...json(405, { message: "Use POST." }), headers: { Allow: "POST" } }
    const refused = refusal(request, options.credentials, context.behaviour.siteName)
    if (refused) return refused
    try {
      const change = editorialChangeOf(await readJson(request))
      const outcome = applyEditorialChange(context.store, change)
      log.record(syncEntry(change, outcome, context), now())
      forgetSearchIndex(context.store)
      let buildHook: EditorialResult["buildHook"] = null
      if (options.buildHookUrl) buildHook = await callBuildHook(options.buildHookUrl).catch((error: Error) => ({ error: error.message }))
      const result: EditorialResult = {
        type: outcome.entity.type,
        id: outcome.entity.uuid,
        langcode: outcome.langcode,
        title: labelIn(outcome.entity, outcome.langcode),
        logAction: outcome.logAction,
        buildHook,
      }
      return json(200, result)
    } catch (error) {
      if (error instanceof EditorialError) return json(error.status, { message: error.message })
      throw error
    }
  }

  return { routes: options.fastBuilds ? [sync, write] : [write], log }
}
