import { createServer, type IncomingMessage, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { stringify } from "yaml"
import { EMBEDDED_CONTENT_SERVER_CREDENTIALS } from "../../src/config/drupal-address"
import { publish } from "../publishing/publish"
import { editorialRoutes } from "./editorial-routes"
import { startContentServer, type RunningContentServer } from "./server"

/**
 * The content server's gatsby_fastbuilds sync endpoint and build hook call, against what the real
 * modules answered and sent (test/fixtures/drupal-recorded/fastbuilds/, README there).
 */

type Recording = { status: number; headers: Record<string, string>; body: any }
const FIXTURES = path.join(__dirname, "../../test/fixtures/drupal-recorded/fastbuilds")
const recorded = async (name: string): Promise<Recording> => JSON.parse(await readFile(path.join(FIXTURES, `${name}.json`), "utf8"))

const { username, password } = EMBEDDED_CONTENT_SERVER_CREDENTIALS
const BUILD_USER = `Basic ${Buffer.from(`${username}:${password}`).toString("base64")}`
const START = 1_795_651_600

let clock = START
let contentDir: string
let server: RunningContentServer
let withoutFastbuilds: RunningContentServer
let hook: Server
const hookRequests: Array<{ method?: string; rawHeaders: string[]; body: string; url?: string }> = []

async function sync(lastFetch: string | number, authorization: string | null = BUILD_USER, base = server.url) {
  const response = await fetch(`${base}/gatsby-fastbuilds/sync/${lastFetch}`, {
    headers: authorization ? { Authorization: authorization } : {},
  })
  const text = await response.text()
  let body: any = text
  if (response.headers.get("content-type")?.includes("json")) body = JSON.parse(text)
  return { status: response.status, headers: response.headers, body }
}

function pageUuid(): string {
  return server.store.ofType("node--page")[0].uuid
}

beforeAll(async () => {
  contentDir = await mkdtemp(path.join(os.tmpdir(), "fastbuilds-"))
  const file = path.join(contentDir, "node/page/fast.yaml")
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(
    file,
    stringify({ type: "node--page", title: { en: "Fast page", "nl-be": "Snelle pagina" }, path: { en: "/fast", "nl-be": "/snel" } }),
  )
  hook = createServer((request: IncomingMessage, response) => {
    let body = ""
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")))
    request.on("end", () => {
      hookRequests.push({ method: request.method, rawHeaders: request.rawHeaders, body, url: request.url })
      response.end()
    })
  })
  await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve))
  const hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/build_hooks/5f0c0ffee0ddba11c0ffee00`
  const now = () => clock
  const editorial = editorialRoutes({ credentials: EMBEDDED_CONTENT_SERVER_CREDENTIALS, fastBuilds: true, buildHookUrl: hookUrl, now })
  server = await startContentServer({ contentDir, port: 0, siteRoutes: editorial.routes })
  const off = editorialRoutes({ credentials: EMBEDDED_CONTENT_SERVER_CREDENTIALS, fastBuilds: false, now })
  withoutFastbuilds = await startContentServer({ contentDir, port: 0, siteRoutes: off.routes })
})

afterAll(async () => {
  await server?.close()
  await withoutFastbuilds?.close()
  hook?.closeAllConnections()
  await new Promise((resolve) => hook?.close(resolve))
  await rm(contentDir, { recursive: true, force: true })
})

describe("the sync endpoint's access, as the module's route", () => {
  it.each([
    ["f02-sync-anonymous", null],
    ["f03-sync-wrong-password", `Basic ${Buffer.from(`${username}:wrong`).toString("base64")}`],
  ])("answers %s with the recorded status", async (name, authorization) => {
    const recording = await recorded(name)
    const answer = await sync(START, authorization)
    expect(answer.status).toBe(recording.status)
    expect(answer.headers.get("www-authenticate")?.startsWith("Basic ") ?? null).toBe(recording.headers["www-authenticate"] ? true : null)
  })

  it("answers a last_fetch that is not a number with the recorded 404", async () => {
    expect((await sync("abc")).status).toBe((await recorded("f04-sync-not-a-number")).status)
  })
})

describe("the sync endpoint's answers, in the module's shape", () => {
  it("asks for a full sourcing when last_fetch is 0 or older than the log", async () => {
    const recording = await recorded("f01-sync-zero")
    for (const lastFetch of [0, START - 60]) {
      const answer = await sync(lastFetch)
      expect(answer.headers.get("content-type")).toBe(recording.headers["content-type"])
      expect(Object.keys(answer.body).sort()).toEqual(Object.keys(recording.body).sort())
      expect(answer.body).toEqual({ status: -1, timestamp: clock })
    }
  })

  it("answers no entities and the current time (a number) when nothing changed", async () => {
    const recording = await recorded("f05-sync-nothing-changed")
    const answer = await sync(START)
    expect(Object.keys(answer.body).sort()).toEqual(Object.keys(recording.body).sort())
    expect(answer.body).toEqual({ timestamp: clock, entities: [] })
    expect(typeof recording.body.timestamp).toBe("number")
  })

  it("logs an edit of one translation and calls the build hook as build_hooks does", async () => {
    clock = START + 10
    const result = await publish(
      { type: "node--page", id: pageUuid(), langcode: "nl-be", action: "publish", set: { title: "Snelle pagina, bewerkt" } },
      { contentServerUrl: server.url },
    )
    expect(result).toMatchObject({ logAction: "update", langcode: "nl-be", title: "Snelle pagina, bewerkt", buildHook: 200 })

    const recordedHook = JSON.parse(await readFile(path.join(FIXTURES, "build-hook.json"), "utf8")).request
    const sent = hookRequests.at(-1)!
    const headerPairs = (raw: string[]) =>
      Object.fromEntries(raw.flatMap((value, index) => (index % 2 === 0 ? [[value.toLowerCase(), raw[index + 1]]] : [])))
    const expected = headerPairs(recordedHook.rawHeaders)
    const actual = headerPairs(sent.rawHeaders)
    expect(sent.method).toBe(recordedHook.method)
    expect(sent.body).toBe(recordedHook.body)
    expect(sent.url).toBe(recordedHook.url)
    expect(actual["content-length"]).toBe(expected["content-length"])
    expect(actual["user-agent"]).toBe(expected["user-agent"])

    const recording = await recorded("f08-sync-after-edit")
    const answer = await sync(START)
    expect(typeof answer.body.timestamp).toBe(typeof recording.body.timestamp)
    expect(answer.body.timestamp).toBe(String(START + 10))
    const [entry] = answer.body.entities
    for (const key of Object.keys(recording.body.entities[0])) expect(entry).toHaveProperty(key)
    expect(entry).toMatchObject({ id: pageUuid(), action: "update" })
    const resource = entry.data.at(-1)
    expect(resource).toMatchObject({ type: "node--page", id: pageUuid() })
    expect(resource.attributes).toMatchObject({ langcode: "nl-be", title: "Snelle pagina, bewerkt" })
    // Only what changed after last_fetch.
    expect((await sync(START + 10)).body.entities).toEqual([])
  })

  it("logs an unpublished translation as the module's delete entry, keeping one entry per entity and language", async () => {
    clock = START + 20
    await publish({ type: "node--page", id: pageUuid(), langcode: "nl-be", action: "unpublish" }, { contentServerUrl: server.url })
    const recording = await recorded("f10-sync-after-unpublish")
    const answer = await sync(START)
    expect(answer.body.entities).toHaveLength(1)
    const [entry] = answer.body.entities
    expect(entry).toMatchObject({ ...recording.body.entities[0], id: pageUuid() })
    // As the site's fleetlane_fastbuilds module completes it: what gatsby-source-drupal needs to
    // delete the nl-be node and not the en one (fastbuilds-log.ts).
    const completed = (await recorded("f13-sync-unpublish-with-fleetlane-fastbuilds")).body.entities[0]
    expect(entry).toEqual({ ...completed, id: pageUuid() })
    const nlBe = await fetch(`${server.url}/nl-be/jsonapi/node/page`, { headers: { Authorization: BUILD_USER } }).then((response) =>
      response.json(),
    )
    expect(nlBe.data.map((resource: any) => resource.attributes.langcode)).not.toContain("nl-be")
  })

  it("refuses a malformed change with a 4xx and changes nothing", async () => {
    const before = (await sync(START)).body.entities
    const response = await fetch(`${server.url}/content-server/editorial`, {
      method: "POST",
      headers: { Authorization: BUILD_USER, "Content-Type": "application/json" },
      body: JSON.stringify({ type: "node--page", id: pageUuid(), langcode: "xx", action: "publish" }),
    })
    expect(response.status).toBe(422)
    const unauthenticated = await fetch(`${server.url}/content-server/editorial`, { method: "POST", body: "{}" })
    expect(unauthenticated.status).toBe(401)
    expect((await sync(START)).body.entities).toEqual(before)
  })

  it("is not there when the Drupal it plays has no gatsby_fastbuilds (DRUPAL_FAST_BUILDS=0)", async () => {
    expect((await sync(START, BUILD_USER, withoutFastbuilds.url)).status).toBe(404)
  })
})
