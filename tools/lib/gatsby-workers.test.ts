import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { gatsbyWorkerEnv, hasGatsbyCache } from "./gatsby-workers"

describe("gatsbyWorkerEnv", () => {
  it("gives a cold build's page queries one worker per core but one, and its HTML one per core", () => {
    expect(gatsbyWorkerEnv(2, false)).toEqual({ GATSBY_CPU_COUNT: "2", BUILD_HTML_WORKERS: "2" })
    expect(gatsbyWorkerEnv(8, false)).toEqual({ GATSBY_CPU_COUNT: "8", BUILD_HTML_WORKERS: "8" })
  })

  it("leaves one core's queries to Gatsby's main process, and renders with one worker", () => {
    expect(gatsbyWorkerEnv(1, false)).toEqual({ GATSBY_CPU_COUNT: "1", BUILD_HTML_WORKERS: "1" })
    expect(gatsbyWorkerEnv(0, false)).toEqual({ GATSBY_CPU_COUNT: "1", BUILD_HTML_WORKERS: "1" })
  })

  it("leaves a build from Gatsby's cache to Gatsby's defaults", () => {
    expect(gatsbyWorkerEnv(2, true)).toEqual({})
  })

  it("keeps what the environment sets", () => {
    expect(gatsbyWorkerEnv(2, false, { GATSBY_CPU_COUNT: "1" })).toEqual({})
    expect(gatsbyWorkerEnv(2, false, { GATSBY_PARALLEL_QUERY_CHUNK_SIZE: "50" })).toEqual({})
    expect(gatsbyWorkerEnv(2, false, { BUILD_HTML_WORKERS: "1" })).toEqual({})
  })
})

describe("hasGatsbyCache", () => {
  let site: string
  beforeEach(() => {
    site = mkdtempSync(path.join(tmpdir(), "gatsby-cache-"))
  })
  afterEach(() => rmSync(site, { recursive: true, force: true }))

  it("is false without the state Gatsby keeps between builds, and true with it", () => {
    mkdirSync(path.join(site, ".cache", "redux"), { recursive: true })
    expect(hasGatsbyCache(site)).toBe(false)
    writeFileSync(path.join(site, ".cache", "redux", "redux.rest.state"), "")
    expect(hasGatsbyCache(site)).toBe(true)
  })
})
