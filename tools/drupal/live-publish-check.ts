import { createServer } from "node:http"
import {
  credentialHeaders,
  fastBuildsSyncUrl,
  jsonApiUrl,
  resourceTypePath,
  type DrupalAddress,
  type DrupalCredentials,
} from "../../src/config/drupal-address"

export interface LivePublishCheckOptions {
  /** The real Drupal (JSON:API writable, gatsby_fastbuilds and build_hooks on) and its language prefixes. */
  address: DrupalAddress
  /** Who saves: an editor or administrator allowed to PATCH the node through JSON:API. */
  editor: DrupalCredentials
  /** The build user, with "sync gatsby fastbuild log entities". */
  buildUser: DrupalCredentials
  /** The node translation to edit; its title is changed and put back. */
  node: { type: string; uuid: string; langcode: string }
  /** Where build_hooks' frontend environment posts: the check listens there (127.0.0.1). */
  hookPort: number
  /** How long to wait for the hook after the save. */
  hookTimeoutMs?: number
}

export interface LivePublishCheckResult {
  /** What went wrong; empty when a save reached the hook and fastBuilds brought exactly that change. */
  problems: string[]
  hookRequests: Array<{ method: string; body: string }>
  syncEntries: unknown[]
}

const seconds = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** What a sync answer must hold after one title edit: exactly that entity and language, with the new title. */
export function syncProblems(answer: unknown, node: LivePublishCheckOptions["node"], title: string): string[] {
  const entries = (answer as { entities?: unknown[] })?.entities
  if (!Array.isArray(entries)) return [`the sync answer has no entities: ${JSON.stringify(answer).slice(0, 200)}`]
  if (entries.length !== 1) return [`the sync answer has ${entries.length} entries, not the one change`]
  const entry = entries[0] as { id?: string; action?: string; data?: unknown }
  const problems: string[] = []
  if (entry.id !== node.uuid) problems.push(`the entry is for ${entry.id}, not ${node.uuid}`)
  if (entry.action !== "update") problems.push(`the entry's action is ${entry.action}, not update`)
  const data = (Array.isArray(entry.data) ? entry.data : [entry.data]) as Array<{
    type?: string
    id?: string
    attributes?: Record<string, unknown>
  }>
  const resource = data.find((item) => item?.type === node.type && item.id === node.uuid)
  if (!resource) problems.push(`the entry's data holds no ${node.type} ${node.uuid}`)
  else {
    if (resource.attributes?.langcode !== node.langcode)
      problems.push(`the entry's data is in ${resource.attributes?.langcode}, not ${node.langcode}`)
    if (resource.attributes?.title !== title) problems.push(`the entry's title is "${resource.attributes?.title}", not "${title}"`)
  }
  return problems
}

/** Answers when check() holds, or false once timeoutMs has passed: polls, so no wait is longer than needed. */
async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (await check()) return true
    if (Date.now() >= deadline) return false
    await seconds(100)
  }
}

/** A local stand-in for the build hook, recording what build_hooks sends; refuses clearly when its port is taken. */
async function listenForHook(port: number): Promise<{ requests: LivePublishCheckResult["hookRequests"]; close: () => Promise<void> }> {
  const requests: LivePublishCheckResult["hookRequests"] = []
  const hook = createServer((request, response) => {
    let body = ""
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")))
    request.on("end", () => {
      requests.push({ method: request.method ?? "", body })
      response.end()
    })
  })
  await new Promise<void>((resolve, reject) => {
    hook.once("error", (error: NodeJS.ErrnoException) =>
      reject(new Error(`The check cannot listen for the build hook on 127.0.0.1:${port} (${error.code ?? error.message})`)),
    )
    hook.listen(port, "127.0.0.1", resolve)
  })
  return {
    requests,
    close: () => {
      hook.closeAllConnections()
      return new Promise((resolve) => hook.close(() => resolve()))
    },
  }
}

/**
 * The live check of publishing against a real Drupal (for `npm run test:drupal`): a title edit saved
 * through JSON:API reaches build_hooks' hook (a POST without body) and gatsby_fastbuilds' sync
 * endpoint then answers exactly that change, in that language. The title and the translation's
 * changed date are put back afterwards (the fleetlane module's changed-date route, as the importer
 * sets them), so the content is as the check found it.
 */
export async function livePublishCheck(options: LivePublishCheckOptions): Promise<LivePublishCheckResult> {
  const { node, address } = options
  const hookTimeoutMs = options.hookTimeoutMs ?? 10_000
  const resourceUrl = jsonApiUrl(address, node.langcode, `${resourceTypePath(node.type)}/${node.uuid}`)
  const editorHeaders = { ...credentialHeaders(options.editor), Accept: "application/vnd.api+json" }
  const sync = async (since: number): Promise<{ timestamp?: number | string; entities?: unknown[] }> => {
    const response = await fetch(fastBuildsSyncUrl(address.baseUrl, since), { headers: credentialHeaders(options.buildUser) })
    if (!response.ok) throw new Error(`gatsby_fastbuilds' sync endpoint answered ${response.status} to the build user`)
    return (await response.json()) as { timestamp?: number | string; entities?: unknown[] }
  }
  const read = async (): Promise<{ title: string; changed: string } | null> => {
    const response = await fetch(resourceUrl, { headers: editorHeaders })
    if (!response.ok) return null
    const attributes = ((await response.json()) as { data?: { attributes?: Record<string, unknown> } }).data?.attributes ?? {}
    return { title: String(attributes.title ?? ""), changed: String(attributes.changed ?? "") }
  }
  const setTitle = (title: string) =>
    fetch(resourceUrl, {
      method: "PATCH",
      headers: { ...editorHeaders, "Content-Type": "application/vnd.api+json" },
      body: JSON.stringify({ data: { type: node.type, id: node.uuid, attributes: { title } } }),
    })
  const setChanged = (changed: string) =>
    fetch(`${address.baseUrl}/fleetlane/changed/${node.type.split("--")[0]}/${node.uuid}/${node.langcode}`, {
      method: "POST",
      headers: { ...credentialHeaders(options.editor), "Content-Type": "application/json" },
      body: JSON.stringify({ changed }),
    })

  const original = await read()
  if (!original) return { problems: [`${resourceUrl} cannot be read by the editor`], hookRequests: [], syncEntries: [] }
  const hook = await listenForHook(options.hookPort)
  const problems: string[] = []
  let syncEntries: unknown[] = []
  try {
    // Drupal's own clock, from an answer that asks for a full sourcing; the log lists entries
    // created after it (in whole seconds), so the save waits until Drupal's clock has passed it.
    const since = Number((await sync(0)).timestamp)
    if (!(await waitFor(async () => Number((await sync(0)).timestamp) > since, 5000))) problems.push("Drupal's clock did not move")
    const title = `${original.title} (live check ${since})`
    const saved = await setTitle(title)
    if (!saved.ok) problems.push(`the save through JSON:API answered ${saved.status}`)
    if (!(await waitFor(() => hook.requests.length > 0, hookTimeoutMs)))
      problems.push(`build_hooks did not call the hook on 127.0.0.1:${options.hookPort} within ${hookTimeoutMs} ms of the save`)
    else if (hook.requests.some((request) => request.method !== "POST" || request.body !== ""))
      problems.push(`the hook got ${JSON.stringify(hook.requests)}, not POSTs without body`)
    const answer = await sync(since)
    syncEntries = answer.entities ?? []
    problems.push(...syncProblems(answer, node, title))
  } finally {
    // Put the content back even when the check failed, then let the hook calls of those saves arrive.
    const hooksBefore = hook.requests.length
    const restored = await setTitle(original.title)
    if (!restored.ok) problems.push(`putting the title back answered ${restored.status}`)
    const dated = await setChanged(original.changed)
    if (!dated.ok) problems.push(`putting the changed date back answered ${dated.status}`)
    await waitFor(() => hook.requests.length >= hooksBefore + 2, hookTimeoutMs)
    await hook.close()
  }
  const after = await read()
  if (!after || after.title !== original.title || Date.parse(after.changed) !== Date.parse(original.changed))
    problems.push(`the content was not put back: ${JSON.stringify(after)} instead of ${JSON.stringify(original)}`)
  return { problems, hookRequests: hook.requests, syncEntries }
}

/**
 * The published basic page with the lowest node id that has a translation in langcode, as the
 * live check edits it, or null when Drupal has none.
 */
export async function pageToEdit(
  address: DrupalAddress,
  editor: DrupalCredentials,
  langcode: string,
): Promise<LivePublishCheckOptions["node"] | null> {
  const query = `filter[status]=1&filter[langcode]=${encodeURIComponent(langcode)}&sort=drupal_internal__nid&page[limit]=1`
  const url = jsonApiUrl(address, langcode, `node/page?${query}`)
  const response = await fetch(url, { headers: { ...credentialHeaders(editor), Accept: "application/vnd.api+json" } })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  const page = ((await response.json()) as { data?: Array<{ id: string }> }).data?.[0]
  return page ? { type: "node--page", uuid: page.id, langcode } : null
}
