import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { livePublishCheck, syncProblems } from "./live-publish-check"

const node = { type: "node--page", uuid: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d", langcode: "nl-be" }
const entry = (attributes: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  id: node.uuid,
  action: "update",
  data: [
    { type: "user--user", id: "u", attributes: {} },
    { type: node.type, id: node.uuid, attributes },
  ],
  ...extra,
})

describe("syncProblems", () => {
  it("accepts exactly the edited translation", () => {
    expect(syncProblems({ timestamp: "1", entities: [entry({ langcode: "nl-be", title: "Nieuw" })] }, node, "Nieuw")).toEqual([])
  })

  it("names an answer in another language, with another title, or with more than the change", () => {
    expect(syncProblems({ entities: [entry({ langcode: "en", title: "Old" })] }, node, "Nieuw")).toEqual([
      "the entry's data is in en, not nl-be",
      `the entry's title is "Old", not "Nieuw"`,
    ])
    expect(syncProblems({ entities: [entry({ langcode: "nl-be", title: "Nieuw" }), entry({})] }, node, "Nieuw")).toEqual([
      "the sync answer has 2 entries, not the one change",
    ])
    expect(syncProblems({ status: -1, timestamp: 1 }, node, "Nieuw")[0]).toMatch(/no entities/)
  })
})

/**
 * A stand-in for the real Drupal with what the check uses: JSON:API read and PATCH of one node
 * translation, the fleetlane module's changed-date route, gatsby_fastbuilds' sync (its clock one
 * second further at each full-sourcing answer) and build_hooks' POST on every save.
 */
async function fakeDrupal(hookPort: number, options: { callsHook: boolean }) {
  let clock = 1000
  const stored = { title: "Voorwaarden", changed: "2025-01-30T09:30:00+00:00" }
  const log: Array<{ created: number; entry: unknown }> = []
  const saved = async () => {
    log.push({ created: clock, entry: entry({ langcode: "nl-be", title: stored.title }) })
    if (options.callsHook) await fetch(`http://127.0.0.1:${hookPort}/build_hooks/test`, { method: "POST" })
  }
  const server = createServer((request, response) => {
    let body = ""
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")))
    request.on("end", () => {
      void (async () => {
        const url = request.url ?? ""
        const send = (value: unknown) => response.end(JSON.stringify(value))
        if (url === `/nl-be/jsonapi/node/page/${node.uuid}` && request.method === "GET") return send({ data: { attributes: stored } })
        if (url === `/nl-be/jsonapi/node/page/${node.uuid}` && request.method === "PATCH") {
          stored.title = (JSON.parse(body) as { data: { attributes: { title: string } } }).data.attributes.title
          stored.changed = new Date(clock * 1000).toISOString()
          await saved()
          return send({ data: { attributes: stored } })
        }
        if (url === `/fleetlane/changed/node/${node.uuid}/nl-be` && request.method === "POST") {
          stored.changed = (JSON.parse(body) as { changed: string }).changed
          await saved()
          return send({ changed: stored.changed })
        }
        const since = /^\/gatsby-fastbuilds\/sync\/(\d+)$/.exec(url)?.[1]
        if (since === "0") return send({ status: -1, timestamp: clock++ })
        if (since) return send({ timestamp: clock, entities: log.filter((item) => item.created > Number(since)).map((item) => item.entry) })
        response.statusCode = 404
        response.end()
      })()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stored,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

describe("livePublishCheck", () => {
  const credentials = { kind: "basic", username: "admin", password: "admin" } as const
  /** The check against the stand-in Drupal, as the administrator and build user, listening on hookPort. */
  const checkAgainst = (drupal: { baseUrl: string }, hookPort: number, hookTimeoutMs?: number) =>
    livePublishCheck({
      address: { baseUrl: drupal.baseUrl, apiPrefix: "jsonapi", defaultLangcode: "en", languagePrefixes: {} },
      editor: credentials,
      buildUser: credentials,
      node,
      hookPort,
      hookTimeoutMs,
    })

  it("passes when the save reaches the hook and the sync brings exactly it, and puts the title and date back", async () => {
    const hookPort = await freePort()
    const drupal = await fakeDrupal(hookPort, { callsHook: true })
    try {
      const result = await checkAgainst(drupal, hookPort)
      expect(result.problems).toEqual([])
      expect(result.syncEntries).toHaveLength(1)
      expect(result.hookRequests[0]).toEqual({ method: "POST", body: "" })
      expect(drupal.stored).toEqual({ title: "Voorwaarden", changed: "2025-01-30T09:30:00+00:00" })
    } finally {
      await drupal.close()
    }
  })

  it("names a save that never reached the hook, and still puts the content back", async () => {
    const hookPort = await freePort()
    const drupal = await fakeDrupal(hookPort, { callsHook: false })
    try {
      const result = await checkAgainst(drupal, hookPort, 0)
      expect(result.problems).toEqual([`build_hooks did not call the hook on 127.0.0.1:${hookPort} within 0 ms of the save`])
      expect(drupal.stored.title).toBe("Voorwaarden")
    } finally {
      await drupal.close()
    }
  })

  it("says so when the hook's port is taken", async () => {
    const taken = createServer()
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve))
    const hookPort = (taken.address() as AddressInfo).port
    const drupal = await fakeDrupal(hookPort, { callsHook: true })
    try {
      await expect(checkAgainst(drupal, hookPort)).rejects.toThrow(
        `The check cannot listen for the build hook on 127.0.0.1:${hookPort} (EADDRINUSE)`,
      )
    } finally {
      await drupal.close()
      await new Promise((resolve) => taken.close(resolve))
    }
  })
})
