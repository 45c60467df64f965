import { CONTENT_DIR } from "../../../tools/content-server/settings"
import { searchRoute } from "../../../tools/content-server/routes"
import { startContentServer, type RunningContentServer } from "../../../tools/content-server/server"
import type { DrupalAddress } from "../../../src/config/drupal-address"
import { SEARCH_API_BASE, SEARCH_INDEX_ID } from "../../../src/config/search"
import { searchRequestUrl } from "../../../src/domain/search/request"
import search, { config } from "../../functions/search.mts"
import { searchProxyEndpoint, SEARCH_RESPONSE_HEADERS } from "./endpoint"

/**
 * The site search's function in front of Drupal's index, against the content server over the
 * demo content: the browser's own request goes in, and what comes out names no CMS host.
 */
type Json = Record<string, any>

const SITE = "https://www.fleetlane.example"
let cms: RunningContentServer
let address: DrupalAddress

beforeAll(async () => {
  cms = await startContentServer({ contentDir: CONTENT_DIR, port: 0, routes: [searchRoute] })
  address = { baseUrl: cms.url, apiPrefix: "jsonapi", defaultLangcode: "en", languagePrefixes: {} }
})

afterAll(async () => {
  await cms?.close()
})

const ask = (path: string, init?: RequestInit) => searchProxyEndpoint(address)(new Request(`${SITE}${path}`, init))

describe("the site search's function", () => {
  it("serves the path the browser asks", () => {
    expect(searchRequestUrl("nl", { keyword: "reefer", page: 1 }).split("?")[0]).toBe("/cms/nl/api/index/search")
    expect(config.path).toBe(`${SEARCH_API_BASE}/:locale/api/index/${SEARCH_INDEX_ID}`)
    expect(typeof search).toBe("function")
  })

  it("answers the browser's search with Drupal's results and pager links on the site's own path", async () => {
    const response = await ask(searchRequestUrl("nl", { keyword: "koeltrailer", page: 1 }))
    expect(response.status).toBe(200)
    const body = (await response.json()) as Json
    expect(body.meta.count).toBeGreaterThan(0)
    expect(body.links.self.href.startsWith("/cms/nl/api/index/search?")).toBe(true)
    for (const resource of body.data) expect(resource.attributes.path.langcode).toBe("nl")
  })

  it("never hands the CMS host to the browser", async () => {
    const response = await ask("/cms/en/api/index/search?filter[fulltext]=trailer&page[limit]=2")
    const text = await response.text()
    expect(JSON.parse(text).links.next.href).toMatch(/^\/cms\/en\/api\/index\/search\?/)
    expect(text).not.toContain(cms.url)
    expect(text).not.toContain("127.0.0.1")
  })

  it("asks Drupal at the address sourcing uses: the API prefix, the default language unprefixed", async () => {
    const asked: string[] = []
    const recording: typeof fetch = (input, init) => {
      asked.push(String(input))
      return fetch(input, init)
    }
    const extras = { ...address, apiPrefix: "api" }
    await searchProxyEndpoint(extras, recording)(new Request(`${SITE}/cms/en/api/index/search?filter[fulltext]=reefer`))
    await searchProxyEndpoint(address, recording)(new Request(`${SITE}/cms/nl/api/index/search?filter[fulltext]=reefer`))
    expect(asked.map((url) => new URL(url).pathname)).toEqual(["/api/index/search", "/nl/jsonapi/index/search"])
    expect(new URL(asked[1]).searchParams.get("filter[langcode]")).toBe("nl")
  })

  it("answers with the site's security headers and allows no other origin", async () => {
    const response = await ask("/cms/de/api/index/search?filter[fulltext]=reefer")
    for (const [name, value] of Object.entries(SEARCH_RESPONSE_HEADERS)) expect(response.headers.get(name)).toBe(value)
    expect(response.headers.get("access-control-allow-origin")).toBeNull()
  })

  it("passes only what the search sends: the locale decides the language, other parameters are a 400", async () => {
    const other = await ask("/cms/nl/api/index/search?filter[fulltext]=reefer&filter[langcode]=de")
    const body = (await other.json()) as Json
    for (const resource of body.data) expect(resource.attributes.langcode).toBe("nl")
    expect((await ask("/cms/nl/api/index/search?filter[status]=0")).status).toBe(400)
    expect((await ask("/cms/nl/api/index/search?page[limit]=-1")).status).toBe(400)
    expect((await ask("/cms/nl/api/index/search?include=uid")).status).toBe(400)
  })

  it("knows only the site's locales and its one index, and only reads", async () => {
    expect((await ask("/cms/xx/api/index/search?filter[fulltext]=reefer")).status).toBe(404)
    expect((await ask("/cms/nl/api/index/products?filter[fulltext]=reefer")).status).toBe(404)
    expect((await ask("/cms/nl/api/index/search", { method: "POST", body: "{}" })).status).toBe(405)
  })

  it("answers 502 when Drupal fails or is down", async () => {
    const failing: typeof fetch = async () => new Response("<html>error</html>", { status: 503, headers: { "content-type": "text/html" } })
    expect((await searchProxyEndpoint(address, failing)(new Request(`${SITE}/cms/nl/api/index/search`))).status).toBe(502)
    const down: typeof fetch = async () => {
      throw new TypeError("fetch failed")
    }
    expect((await searchProxyEndpoint(address, down)(new Request(`${SITE}/cms/nl/api/index/search`))).status).toBe(502)
  })
})
