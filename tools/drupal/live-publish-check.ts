import { createServer } from "node:http"

export interface BasicCredentials {
  username: string
  password: string
}

export interface LivePublishCheckOptions {
  /** The real Drupal, e.g. http://127.0.0.1:8082 (JSON:API writable, gatsby_fastbuilds and build_hooks on). */
  baseUrl: string
  /** Who saves: an editor or administrator allowed to PATCH the node through JSON:API. */
  editor: BasicCredentials
  /** The build user, with "sync gatsby fastbuild log entities". */
  buildUser: BasicCredentials
  /** The node translation to edit; its title is changed and put back. */
  node: { type: string; uuid: string; langcode: string; prefix: string }
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

const basic = ({ username, password }: BasicCredentials) => `Basic ${Buffer.from(`${username}:${password}`).toString("base64")}`
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

/**
 * The live check of publishing against a real Drupal (for `npm run test:drupal`): a title edit saved
 * through JSON:API reaches build_hooks' hook (a POST without body) and gatsby_fastbuilds' sync
 * endpoint then answers exactly that change, in that language. The title is put back afterwards.
 */
export async function livePublishCheck(options: LivePublishCheckOptions): Promise<LivePublishCheckResult> {
  const hookRequests: LivePublishCheckResult["hookRequests"] = []
  const hook = createServer((request, response) => {
    let body = ""
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")))
    request.on("end", () => {
      hookRequests.push({ method: request.method ?? "", body })
      response.end()
    })
  })
  await new Promise<void>((resolve) => hook.listen(options.hookPort, "127.0.0.1", resolve))
  const { node } = options
  const resourceUrl = `${options.baseUrl}${node.prefix ? `/${node.prefix}` : ""}/jsonapi/${node.type.replace("--", "/")}/${node.uuid}`
  const sync = (since: number) =>
    fetch(`${options.baseUrl}/gatsby-fastbuilds/sync/${since}`, { headers: { Authorization: basic(options.buildUser) } }).then((response) =>
      response.json(),
    )
  const setTitle = (title: string) =>
    fetch(resourceUrl, {
      method: "PATCH",
      headers: { Authorization: basic(options.editor), "Content-Type": "application/vnd.api+json", Accept: "application/vnd.api+json" },
      body: JSON.stringify({ data: { type: node.type, id: node.uuid, attributes: { title } } }),
    })
  const problems: string[] = []
  let syncEntries: unknown[] = []
  try {
    const original = await fetch(resourceUrl, { headers: { Authorization: basic(options.editor) } }).then((response) => response.json())
    const originalTitle = String(original?.data?.attributes?.title ?? "")
    // Drupal's own clock, from an answer that asks for a full sourcing; the log counts entries after it.
    const since = Number((await sync(0)).timestamp)
    await seconds(1100)
    const title = `${originalTitle} (live check ${since})`
    const saved = await setTitle(title)
    if (!saved.ok) problems.push(`the save through JSON:API answered ${saved.status}`)
    const deadline = Date.now() + (options.hookTimeoutMs ?? 10_000)
    while (hookRequests.length === 0 && Date.now() < deadline) await seconds(100)
    if (hookRequests.length === 0) problems.push("build_hooks did not call the hook")
    else if (hookRequests.some((request) => request.method !== "POST" || request.body !== ""))
      problems.push(`the hook got ${JSON.stringify(hookRequests)}, not POSTs without body`)
    const answer = await sync(since)
    syncEntries = (answer as { entities?: unknown[] }).entities ?? []
    problems.push(...syncProblems(answer, node, title))
    await setTitle(originalTitle)
  } finally {
    hook.closeAllConnections()
    await new Promise((resolve) => hook.close(resolve))
  }
  return { problems, hookRequests, syncEntries }
}
