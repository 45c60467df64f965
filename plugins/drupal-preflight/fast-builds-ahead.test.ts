import { recording } from "../../test/drupal-recordings"
import type { DrupalAddress, DrupalCredentials } from "../../src/config/drupal-address"
import { fastBuildsAhead } from "./fast-builds-ahead"

const drupal: DrupalAddress = { baseUrl: "http://127.0.0.1:8082", apiPrefix: "jsonapi", defaultLangcode: "en", languagePrefixes: {} }
const build: DrupalCredentials = { kind: "basic", username: "build", password: "build" }

/** Answers every request with one recording of gatsby_fastbuilds' sync endpoint, and lists what was asked. */
function syncAnswering(name: string) {
  const asked: { url: string; authorization?: string }[] = []
  const fetchDocument = async (url: string, init: { headers: Record<string, string> }) => {
    asked.push({ url, authorization: init.headers.Authorization })
    const { status, body } = recording(name)
    return new Response(typeof body === "string" ? body : JSON.stringify(body), { status })
  }
  return { fetchDocument, asked }
}

describe("fastBuildsAhead", () => {
  it("is true when the sync endpoint answers the changes since the last build, asked as the build asks it", async () => {
    const drupalSync = syncAnswering("fastbuilds/f05-sync-nothing-changed")
    expect(await fastBuildsAhead(drupal, build, true, 1795651603.4, drupalSync.fetchDocument)).toBe(true)
    expect(drupalSync.asked).toEqual([
      { url: "http://127.0.0.1:8082/gatsby-fastbuilds/sync/1795651603", authorization: `Basic ${btoa("build:build")}` },
    ])
  })

  it("reads the last build's time as gatsby_fastbuilds gave it after a fastBuilds build: a string of seconds", async () => {
    const drupalSync = syncAnswering("fastbuilds/f05-sync-nothing-changed")
    const afterFastBuilds = (recording("fastbuilds/f09-sync-since-start").body as { timestamp: string }).timestamp
    expect(await fastBuildsAhead(drupal, build, true, afterFastBuilds, drupalSync.fetchDocument)).toBe(true)
    expect(drupalSync.asked.map((request) => request.url)).toEqual([`http://127.0.0.1:8082/gatsby-fastbuilds/sync/${afterFastBuilds}`])
  })

  it("is true when the answer carries changed entities", async () => {
    expect(await fastBuildsAhead(drupal, build, true, 1795651603, syncAnswering("fastbuilds/f08-sync-after-edit").fetchDocument)).toBe(true)
  })

  it("is false when the log cannot serve that time (status -1: gatsby-source-drupal sources everything)", async () => {
    expect(await fastBuildsAhead(drupal, build, true, 1795651603, syncAnswering("fastbuilds/f01-sync-zero").fetchDocument)).toBe(false)
  })

  it("is false when Drupal refuses the build user", async () => {
    expect(await fastBuildsAhead(drupal, null, true, 1795651603, syncAnswering("fastbuilds/f02-sync-anonymous").fetchDocument)).toBe(false)
  })

  it("asks nothing without fastBuilds or without a last build's time", async () => {
    const drupalSync = syncAnswering("fastbuilds/f05-sync-nothing-changed")
    expect(await fastBuildsAhead(drupal, build, false, 1795651603, drupalSync.fetchDocument)).toBe(false)
    expect(await fastBuildsAhead(drupal, build, true, undefined, drupalSync.fetchDocument)).toBe(false)
    expect(await fastBuildsAhead(drupal, build, true, "", drupalSync.fetchDocument)).toBe(false)
    expect(await fastBuildsAhead(drupal, build, true, "soon", drupalSync.fetchDocument)).toBe(false)
    expect(drupalSync.asked).toEqual([])
  })

  it("is false when Drupal cannot be reached", async () => {
    const unreachable = async () => Promise.reject(new TypeError("fetch failed"))
    expect(await fastBuildsAhead(drupal, build, true, 1795651603, unreachable)).toBe(false)
  })
})
