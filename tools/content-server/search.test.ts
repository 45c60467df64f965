import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { stringify } from "yaml"
import { searchIndexUrl, type DrupalAddress } from "../../src/config/drupal-address"
import { SEARCH_INDEX_ID } from "../../src/config/search"
import { validateDocument } from "./jsonapi-structure"
import { searchRoute } from "./routes"
import { plainText } from "./search-index"
import { startContentServer, type RunningContentServer } from "./server"

/**
 * The search_api index of the content server: ranking, languages and paging, over content
 * written for the test so that every score is known.
 */

type Document = Record<string, any>

let server: RunningContentServer
let contentDir: string

async function writeYaml(relativePath: string, data: unknown): Promise<void> {
  const file = path.join(contentDir, relativePath)
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, stringify(data))
}

async function get(pathAndQuery: string): Promise<{ status: number; type: string | null; body: Document }> {
  const response = await fetch(server.url + pathAndQuery)
  const body = (await response.json()) as Document
  const errors = validateDocument(body)
  if (errors.length) throw new Error(`${pathAndQuery} is not valid JSON:API:\n${errors.join("\n")}`)
  return { status: response.status, type: response.headers.get("content-type"), body }
}

/** The index's path in a language, as jsonapi_search_api routes it: {language prefix}/jsonapi/index/search. */
function searchIndexPath(langcode: string): string {
  const address: DrupalAddress = { baseUrl: server.url, apiPrefix: "jsonapi", defaultLangcode: "en", languagePrefixes: {} }
  return new URL(searchIndexUrl(address, langcode, SEARCH_INDEX_ID)).pathname
}

function searchUrl(langcode: string, keys: string, extra = ""): string {
  return `${searchIndexPath(langcode)}?filter[fulltext]=${encodeURIComponent(keys)}&filter[langcode]=${langcode}${extra}`
}

const titles = (body: Document) => body.data.map((resource: Document) => resource.attributes.title)

beforeAll(async () => {
  contentDir = await mkdtemp(path.join(os.tmpdir(), "content-search-"))
  await mkdir(path.join(contentDir, "files"), { recursive: true })
  // Scores for "reefer": title 5 per word, description 2, body and components 1; a word that only
  // starts a longer word counts half.
  await writeYaml("node/reefer-trailers.yaml", {
    type: "node--page",
    title: { en: "Reefer trailers", nl: "Koeltrailers" },
    path: { en: "/reefer-trailers", nl: "/koeltrailers" },
    body: { en: "<p>A reefer keeps it cold. Every reefer is serviced.</p>", nl: "<p>Een reefer houdt het koud.</p>" },
  }) // en: 5 + 1 + 1 = 7; nl: 1
  await writeYaml("node/cold-chain.yaml", {
    type: "node--knowledge",
    title: { en: "Cold chain basics", nl: "Koudeketen" },
    path: { en: "/cold-chain", nl: "/koudeketen" },
    field_description: { en: "<p>Why the reefer matters.</p>", nl: "<p>Waarom de reefer telt, en nog een reefer.</p>" },
  }) // en: 2; nl: 4
  await writeYaml("node/depot-news.yaml", {
    type: "node--news",
    title: { en: "New depot" },
    path: { en: "/new-depot" },
    field_components: [{ type: "paragraph--text", field_title: "Opening day", field_text: "<p>With a reefer workshop.</p>" }],
  }) // en: 1 (from a component)
  await writeYaml("node/winter.yaml", {
    type: "node--page",
    title: { en: "Reefers in winter", de: "Kühlauflieger im Winter" },
    path: { en: "/winter", de: "/winter" },
  }) // en: 2.5 (partial title match)
  await writeYaml("node/hidden.yaml", {
    type: "node--page",
    title: { en: "Reefer secrets" },
    path: { en: "/secrets" },
    field_noindex: true,
  })
  await writeYaml("node/draft.yaml", { type: "node--page", title: { en: "Reefer draft" }, path: { en: "/draft" }, status: false })
  await writeYaml("node/no-alias.yaml", { type: "node--page", title: { en: "Reefer without a page" } })
  for (let number = 1; number <= 23; number++) {
    await writeYaml(`node/curtainsider-${number}.yaml`, {
      type: "node--equipment",
      title: { en: `Curtainsider ${number}`, ...(number <= 4 ? { nl: `Schuifzeiler ${number}` } : {}) },
      path: { en: `/curtainsider-${number}`, ...(number <= 4 ? { nl: `/schuifzeiler-${number}` } : {}) },
      body: { en: `<p>${"curtainsider ".repeat(number)}</p>`, ...(number <= 4 ? { nl: "<p>Curtainsider</p>" } : {}) },
    })
  }
  server = await startContentServer({ contentDir, port: 0, routes: [searchRoute] })
})

afterAll(async () => {
  await server?.close()
  await rm(contentDir, { recursive: true, force: true })
})

describe("ranking", () => {
  it("puts the best match first: title words weigh most, then the description, then the text", async () => {
    const { status, type, body } = await get(searchUrl("en", "reefer"))
    expect(status).toBe(200)
    expect(type).toBe("application/vnd.api+json")
    expect(titles(body)).toEqual(["Reefer trailers", "Reefers in winter", "Cold chain basics", "New depot"])
    expect(body.meta.count).toBe(4)
  })

  it("ranks each language by its own text", async () => {
    const { body } = await get(searchUrl("nl", "reefer"))
    expect(titles(body)).toEqual(["Koudeketen", "Koeltrailers"])
    expect(body.data.map((resource: Document) => resource.attributes.langcode)).toEqual(["nl", "nl"])
  })

  it("needs every word, ignores words under three characters, case and accents", async () => {
    expect(titles((await get(searchUrl("en", "reefer winter"))).body)).toEqual(["Reefers in winter"])
    expect(titles((await get(searchUrl("en", "REEFER in a"))).body)).toEqual(titles((await get(searchUrl("en", "reefer"))).body))
    expect(titles((await get(searchUrl("de", "kuhlauflieger"))).body)).toEqual(["Kühlauflieger im Winter"])
    expect((await get(searchUrl("en", "reefer submarine"))).body).toMatchObject({ data: [], meta: { count: 0 } })
    expect((await get(searchUrl("en", "in a"))).body).toMatchObject({ data: [], meta: { count: 0 } })
  })

  it("leaves out drafts, pages hidden from search engines and translations without a page", async () => {
    const { body } = await get(searchUrl("en", "reefer"))
    expect(titles(body)).not.toContain("Reefer secrets")
    expect(titles(body)).not.toContain("Reefer draft")
    expect(titles(body)).not.toContain("Reefer without a page")
  })
})

describe("paging", () => {
  it("pages with page[offset] and page[limit], counting every match, in every language", async () => {
    const pages: string[][] = []
    for (const offset of [0, 10, 20]) {
      const { body } = await get(searchUrl("en", "curtainsider", `&page[offset]=${offset}&page[limit]=10`))
      expect(body.meta.count).toBe(23)
      expect(Boolean(body.links.next)).toBe(offset < 20)
      expect(Boolean(body.links.prev)).toBe(offset > 0)
      pages.push(titles(body))
    }
    expect(pages.map((page) => page.length)).toEqual([10, 10, 3])
    // More occurrences in the body rank higher: Curtainsider 23 first, 1 last.
    expect(pages.flat()).toEqual(Array.from({ length: 23 }, (_, index) => `Curtainsider ${23 - index}`))
    const dutch = await get(searchUrl("nl", "curtainsider", "&page[offset]=0&page[limit]=10"))
    expect(dutch.body.meta.count).toBe(4)
    expect(dutch.body.links.next).toBeUndefined()
  })

  it("answers the next and the last page, and after the first page the first and the previous", async () => {
    const { body } = await get(searchUrl("en", "curtainsider", "&page[limit]=10"))
    expect(Object.keys(body.links).sort()).toEqual(["last", "next", "self"])
    const next = new URL(body.links.next.href)
    const second = await get(next.pathname + next.search)
    expect(titles(second.body)[0]).toBe("Curtainsider 13")
    expect(Object.keys(second.body.links).sort()).toEqual(["first", "last", "next", "prev", "self"])
    expect(new URL(body.links.last.href).searchParams.get("page[offset]")).toBe("20")
  })

  it("reads a page limit that is not a number as the largest page, as Drupal's pager does", async () => {
    const { status, body } = await get(searchUrl("en", "curtainsider", "&page[limit]=ten"))
    expect(status).toBe(200)
    expect(body.data).toHaveLength(23)
  })
})

describe("the endpoint", () => {
  it("answers the field lists with the metatags and the path alias", async () => {
    const { body } = await get(searchUrl("nl", "koeltrailers", "&fields[node--page]=metatag,path&fields[node--knowledge]=metatag,path"))
    expect(body.data).toHaveLength(1)
    expect(Object.keys(body.data[0].attributes).sort()).toEqual(["metatag", "path"])
    expect(body.data[0].attributes.path).toMatchObject({ alias: "/koeltrailers", langcode: "nl" })
    expect(body.data[0].attributes.metatag).toContainEqual({ tag: "meta", attributes: { name: "title", content: "Koeltrailers" } })
    expect(body.data[0].attributes.metatag).toContainEqual({
      tag: "meta",
      attributes: { name: "description", content: "" },
    })
  })

  it("lives under JSON:API's prefix: the default language without a language prefix, as every route", async () => {
    expect(searchIndexPath("en")).toBe("/jsonapi/index/search")
    expect(searchIndexPath("nl")).toBe("/nl/jsonapi/index/search")
    expect((await fetch(`${server.url}/en/jsonapi/index/search?filter[fulltext]=reefer`)).status).toBe(404)
    expect((await fetch(`${server.url}/nl/api/index/search?filter[fulltext]=reefer`)).status).toBe(404)
  })

  it("searches every language when no language is asked for", async () => {
    const { body } = await get("/jsonapi/index/search?filter[fulltext]=curtainsider&page[limit]=50")
    expect(body.meta.count).toBe(27)
  })

  it("rejects unknown filters and languages, and knows only its own index", async () => {
    expect((await get(`${searchIndexPath("en")}?filter[fulltext]=reefer&filter[colour]=red`)).status).toBe(400)
    expect((await get(`${searchIndexPath("en")}?filter[fulltext]=reefer&filter[langcode]=xx`)).status).toBe(400)
    expect((await fetch(`${server.url}/nl/jsonapi/index/products?filter[fulltext]=reefer`)).status).toBe(404)
  })
})

describe("plain text of formatted text", () => {
  it("drops tags and decodes character references", () => {
    expect(plainText("<p>Fish&amp;chips&nbsp;&#8211;&#x2014;<br>cold</p>").split(/\s+/).filter(Boolean)).toEqual([
      "Fish&chips",
      "–—",
      "cold",
    ])
  })
})
