import { EMBEDDED_CONTENT_SERVER_CREDENTIALS } from "../../src/config/drupal-address"
import { EMBEDDED_CONTENT_SERVER_URL } from "../../src/config/env"
import type { Credentials } from "../content-server/access"
import type { EditorialAction } from "../content-server/editorial"
import { EDITORIAL_PATH, type EditorialResult } from "../content-server/editorial-routes"

export interface PublishRequest {
  /** The JSON:API resource type, e.g. "node--page". */
  type: string
  /** The entity's uuid. */
  id: string
  langcode: string
  action: EditorialAction
  /** Plain fields to set in that language first, e.g. { title: "New title" }. */
  set?: Record<string, string>
}

export interface PublishOptions {
  /** The running content server; the embedded one (CONTENT_SERVER_PORT) by default. */
  contentServerUrl?: string
  credentials?: Credentials
}

/**
 * Makes an editor's change in the running content server, which then calls its build hook
 * (BUILD_HOOK_URL) as Drupal's build_hooks does on a save. Answers what changed and the hook's status.
 */
export async function publish(request: PublishRequest, options: PublishOptions = {}): Promise<EditorialResult> {
  const { username, password } = options.credentials ?? EMBEDDED_CONTENT_SERVER_CREDENTIALS
  const response = await fetch(`${options.contentServerUrl ?? EMBEDDED_CONTENT_SERVER_URL}${EDITORIAL_PATH}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Authorization: `Basic ${Buffer.from(`${username}:${password}`).toString("base64")}`,
    },
    body: JSON.stringify({
      type: request.type,
      id: request.id,
      langcode: request.langcode,
      action: request.action,
      set: request.set ?? {},
    }),
  })
  const body = (await response.json().catch(() => ({}))) as EditorialResult & { message?: string }
  if (!response.ok) throw new Error(`The content server refused the change (${response.status}): ${body.message ?? response.statusText}`)
  return body
}
