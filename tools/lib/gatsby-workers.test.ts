import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { gatsbyWorkerEnv, hasGatsbyCache } from "./gatsby-workers"

describe("gatsbyWorkerEnv", () => {
  it("gives two cores a worker each for a cold build's HTML, and the page queries to one worker up to 10,000 pages", () => {
    expect(gatsbyWorkerEnv(2, false)).toEqual({ GATSBY_CPU_COUNT: "3", GATSBY_PARALLEL_QUERY_CHUNK_SIZE: "10000" })
  })

  it("leaves the page queries to Gatsby's batches where there are more cores", () => {
    expect(gatsbyWorkerEnv(8, false)).toEqual({ GATSBY_CPU_COUNT: "9" })
  })

  it("makes one worker on one core", () => {
    expect(gatsbyWorkerEnv(1, false)).toEqual({ GATSBY_CPU_COUNT: "2", GATSBY_PARALLEL_QUERY_CHUNK_SIZE: "10000" })
  })

  it("leaves a build from Gatsby's cache to Gatsby's defaults", () => {
    expect(gatsbyWorkerEnv(2, true)).toEqual({})
  })

  it("keeps what the environment sets", () => {
    expect(gatsbyWorkerEnv(2, false, { GATSBY_CPU_COUNT: "1" })).toEqual({})
    expect(gatsbyWorkerEnv(2, false, { GATSBY_PARALLEL_QUERY_CHUNK_SIZE: "50" })).toEqual({})
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
