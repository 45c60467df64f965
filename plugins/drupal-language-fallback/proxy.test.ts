import { createServer, type IncomingHttpHeaders, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { startRecordedDrupal } from "../../test/recorded-drupal-server"
import { mayHoldFallbacks, startLanguageFallbackProxy } from "./proxy"

interface Document {
  data: { attributes: { langcode: string; name?: string } }[]
}

describe("the language fallback proxy in front of a recorded Drupal", () => {
  let drupal: Awaited<ReturnType<typeof startRecordedDrupal>>
  let proxy: Server & { url: string }

  beforeAll(async () => {
    drupal = await startRecordedDrupal({
      "/nl/jsonapi/media/image": { anon: "core/18_media_image_nl_anon" },
      "/jsonapi/media/image": { anon: "core/17_media_image_anon" },
      "/nl/jsonapi/node/article": { anon: "core/04_articles_nl_anon" },
      "/jsonapi/menu_link_content/menu_link_content/bd0bf64f-0bc2-4b71-954f-88c218653387": { anon: "core/36_menu_link_by_uuid_anon" },
    })
    const address = { baseUrl: drupal.url, apiPrefix: "jsonapi", defaultLangcode: "en", languagePrefixes: {} }
    proxy = await startLanguageFallbackProxy(address, ["en", "nl", "de"], 0)
  })

  afterAll(async () => {
    await new Promise((resolve) => proxy.close(resolve))
    await drupal.close()
  })

  it("hands an English-only media asked under /nl/ on as Dutch, and leaves the English answer as it was", async () => {
    const dutch = (await (await fetch(`${proxy.url}/nl/jsonapi/media/image`)).json()) as Document
    expect(dutch.data.map((media) => [media.attributes.langcode, media.attributes.name])).toEqual([["nl", "Red square"]])
    const english = (await (await fetch(`${proxy.url}/jsonapi/media/image`)).json()) as Document
    expect(english.data.map((media) => media.attributes.langcode)).toEqual(["en"])
  })

  it("leaves pages as Drupal answered them: an English-only article stays English under /nl/", async () => {
    const articles = (await (await fetch(`${proxy.url}/nl/jsonapi/node/article`)).json()) as Document
    expect(articles.data.map((article) => article.attributes.langcode).sort()).toEqual(["en", "nl", "nl"])
  })

  it("passes a collection of pages on byte for byte", async () => {
    const asked = async (origin: string, path: string) => (await fetch(`${origin}${path}`)).text()
    expect(await asked(proxy.url, "/nl/jsonapi/node/article")).toBe(await asked(drupal.url, "/nl/jsonapi/node/article"))
  })

  it("passes errors on as they are, and the credentials to Drupal", async () => {
    const path = "/jsonapi/menu_link_content/menu_link_content/bd0bf64f-0bc2-4b71-954f-88c218653387"
    const response = await fetch(`${proxy.url}${path}`)
    expect(response.status).toBe(401)
    expect(response.headers.get("content-type")).toBe("application/vnd.api+json")
    const withCredentials = await fetch(`${proxy.url}${path}`, { headers: { Authorization: "Basic YWRtaW46YWRtaW4=" } })
    expect(withCredentials.status).toBe(404)
    expect(drupal.requests.at(-1)).toEqual({ path, authorized: true })
  })
})

describe("the language fallback proxy with the build's session", () => {
  it("asks for the reading credentials once and sends them instead of the request's own", async () => {
    const seen: IncomingHttpHeaders[] = []
    const drupal = createServer((request, response) => {
      seen.push(request.headers)
      response.writeHead(200, { "content-type": "application/vnd.api+json" })
      response.end('{"data":[]}')
    })
    await new Promise<void>((resolve) => drupal.listen(0, "127.0.0.1", resolve))
    const address = {
      baseUrl: `http://127.0.0.1:${(drupal.address() as AddressInfo).port}`,
      apiPrefix: "jsonapi",
      defaultLangcode: "en",
      languagePrefixes: {},
    }
    let asked = 0
    const session = async () => {
      asked++
      return { kind: "header", header: "Cookie", value: "SESSabc=123" } as const
    }
    const proxy = await startLanguageFallbackProxy(address, ["en", "nl"], 0, session)
    try {
      const gatsbySourceDrupal = { Authorization: "Basic YWRtaW46YWRtaW4=", Accept: "application/vnd.api+json" }
      await Promise.all(
        ["/jsonapi/node/page", "/nl/jsonapi/node/page", "/jsonapi/media/image"].map((path) =>
          fetch(`${proxy.url}${path}`, { headers: gatsbySourceDrupal }),
        ),
      )
      expect(asked).toBe(1)
      expect(seen.map((headers) => [headers.cookie, headers.authorization, headers.accept])).toEqual(
        Array(3).fill(["SESSabc=123", undefined, "application/vnd.api+json"]),
      )
    } finally {
      await new Promise((resolve) => proxy.close(resolve))
      await new Promise((resolve) => drupal.close(resolve))
    }
  })
})

describe("mayHoldFallbacks", () => {
  const address = { baseUrl: "https://cms.example/drupal", apiPrefix: "jsonapi", defaultLangcode: "en", languagePrefixes: {} }
  const holds = (path: string, langcode = "nl") => mayHoldFallbacks(address, langcode, new URL(`https://cms.example/drupal${path}`))

  it("reads answers of media, terms, paragraphs and files, and any answer with included resources", () => {
    expect(holds("/nl/jsonapi/media/image")).toBe(true)
    expect(holds("/nl/jsonapi/taxonomy_term/country?page[limit]=50")).toBe(true)
    expect(holds("/nl/jsonapi/paragraph/text/0b0c")).toBe(true)
    expect(holds("/jsonapi/file/file", "en")).toBe(true)
    expect(holds("/nl/jsonapi/node/page?include=field_hero_image")).toBe(true)
  })

  it("reads what lies below an entity (its related entities), and paths it does not know", () => {
    expect(holds("/nl/jsonapi/node/page/0b0c/field_hero_image")).toBe(true)
    expect(holds("/nl/jsonapi/node/page/0b0c/relationships/field_hero_image")).toBe(true)
    expect(holds("/nl/other/node/page")).toBe(true)
    // A resource path renamed by JSON:API Extras (media--image at /images).
    expect(holds("/nl/jsonapi/images")).toBe(true)
  })

  it("passes on collections and entities of other types unread", () => {
    expect(holds("/nl/jsonapi/node/page?page[offset]=50")).toBe(false)
    expect(holds("/nl/jsonapi/node/page/0b0c")).toBe(false)
    expect(holds("/jsonapi/menu_link_content/menu_link_content", "en")).toBe(false)
    expect(holds("/nl/jsonapi/config_pages/site_settings")).toBe(false)
  })
})
