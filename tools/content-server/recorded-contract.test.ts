import { recording } from "../../test/drupal-recordings"
import type { RunningContentServer } from "./server"
import { answerShape, recordedShape, withoutIds, withoutResourceLinks, type Shape } from "./test-support/compare"
import { localHref, removeRecordedSite, renamed, replay, startRecordedSite, writeRecordedSite } from "./test-support/recorded-site"

/**
 * The content server against a real Drupal 10.5: each test sends the request of a recording
 * (test/fixtures/drupal-recorded/) to the content server, serving the recorded site's content,
 * and compares the answers where their shape matters. `core` recordings were made without
 * JSON:API Extras, `jsonapi_extras` ones with its include_count on: the server is started as each.
 */
type Json = Record<string, any>

let contentDir: string
let core: RunningContentServer
let extras: RunningContentServer
let englishPrefixed: RunningContentServer

beforeAll(async () => {
  contentDir = await writeRecordedSite()
  core = await startRecordedSite(contentDir, { includeCount: false })
  extras = await startRecordedSite(contentDir, { includeCount: true })
  englishPrefixed = await startRecordedSite(contentDir, { includeCount: false, languagePrefixes: { en: "en" } })
})

afterAll(async () => {
  await Promise.all([core, extras, englishPrefixed].map((server) => server?.close()))
  await removeRecordedSite(contentDir)
})

/** Replays a recording and expects the same shape; `compare` narrows it where the sites differ. */
async function expectLikeRecording(
  name: string,
  server: RunningContentServer,
  compare: (shape: Shape) => Shape = (shape) => shape,
  asBuildUser = false,
): Promise<Json> {
  const recorded = recording(name)
  const answer = await replay(server, recorded, asBuildUser)
  expect(compare(answerShape(answer))).toEqual(compare(recordedShape(recorded)))
  return answer.body as Json
}

describe("point 6: Drupal's rules, as recorded", () => {
  it.each([
    "core/03_articles_anon",
    "core/04_articles_nl_anon",
    "core/06_articles_de_anon",
    "core/22_article_en_only_by_uuid_anon",
    "core/23_article_en_only_by_uuid_nl_anon",
    "core/24_article_translated_by_uuid_nl_anon",
    "core/25_articles_include_count_anon",
    "core/26_articles_page_limit_big_anon",
    "core/27_articles_filter_title_anon",
    "core/28_articles_filter_langcode_nl_anon",
    "core/34_articles_sort_created_desc_anon",
    "core/29_articles_nl_fields_anon",
    "core/40_bad_page_limit_anon",
    "core/42_nl_filter_path_alias_anon",
  ])("answers %s as Drupal core does", async (name) => {
    await expectLikeRecording(name, core)
  })

  it.each(["core/12_articles_bad_filter_anon", "core/13_articles_bad_sort_anon", "core/38_bad_include_anon"])(
    "answers %s with a 400 error object as Drupal writes it",
    async (name) => {
      const body = await expectLikeRecording(name, core)
      const recorded = recording(name).body as Json
      const [error] = body.errors
      expect(error.links.via.href).toBe(localHref(recorded.errors[0].links.via.href, core))
      expect(error.links.info.href).toBe(recorded.errors[0].links.info.href)
      // The list of possible relationship names is the type's own; the sentence is Drupal's.
      const [sentence] = renamed(recorded.errors[0].detail).split(" Possible values:")
      expect(error.detail.startsWith(sentence)).toBe(true)
    },
  )

  it("answers an unknown uuid with a 404 error object, and a write with a 405", async () => {
    const notFound = await expectLikeRecording("core/30_article_not_found_anon", core)
    expect(notFound.errors[0].detail).toBe(renamed((recording("core/30_article_not_found_anon").body as Json).errors[0].detail))
    const write = await expectLikeRecording("core/35_post_article_anon", core)
    expect(write.errors[0].detail).toMatch(/^JSON:API is configured to accept only read operations\./)
  })

  it("pages as core does: next until the last page, first and prev after the first, no last and no count", async () => {
    for (const name of ["core/09_articles_page1_anon", "core/10_articles_page2_anon", "core/11_articles_page3_anon"]) {
      const body = await expectLikeRecording(name, core)
      const recorded = recording(name).body as Json
      for (const [key, link] of Object.entries(recorded.links as Record<string, { href: string }>)) {
        expect([key, body.links[key].href]).toEqual([key, localHref(link.href, core)])
      }
    }
  })

  it("counts and links the last page only with JSON:API Extras' include count", async () => {
    const body = await expectLikeRecording("jsonapi_extras/x03_articles_page1_anon", extras)
    expect(body.meta.count).toBe(3)
    expect(body.links.last.href).toBe(localHref((recording("jsonapi_extras/x03_articles_page1_anon").body as Json).links.last.href, extras))
    for (const name of [
      "jsonapi_extras/x02_articles_anon",
      "jsonapi_extras/x04_articles_nl_anon",
      "jsonapi_extras/x07_articles_filter_count_anon",
      "jsonapi_extras/x14_articles_filter_langcode_nl_noprefix_anon",
      "jsonapi_extras/x16_articles_nested_include_anon",
      "jsonapi_extras/x17_articles_filter_by_tag_name_anon",
    ]) {
      const counted = await expectLikeRecording(name, extras)
      expect(counted.meta.count).toBe((recording(name).body as Json).meta.count)
    }
  })

  it("serves file URLs root-relative, as core/39 and core/08 show", async () => {
    const body = await expectLikeRecording("core/39_files_anon", core, withoutIds)
    for (const file of body.data) expect(file.attributes.uri.url).toMatch(/^\/sites\/default\/files\//)
    const included = await expectLikeRecording("core/08_articles_nl_include_anon", core)
    const files = included.included.filter((resource: Json) => resource.type === "file--file")
    expect(files.map((file: Json) => file.attributes.uri.url)).toEqual(["/sites/default/files/demo/red.png"])
  })
})

describe("point 1: one API prefix and Drupal's language URLs", () => {
  it.each(["core/31_unknown_resource_type_anon", "core/05_articles_en_prefix_anon"])(
    "answers %s with Drupal's HTML 404 page, not a JSON:API document",
    async (name) => {
      const body = await expectLikeRecording(name, core)
      expect(String(body)).toContain("<title>Page not found")
    },
  )

  it("with a prefix for the default language: /en/ answers and the unprefixed URL moves there (301)", async () => {
    await expectLikeRecording("variant-en-prefix/p01_articles_en_prefix_configured_anon", englishPrefixed)
    const root = await expectLikeRecording("variant-en-prefix/p03_root_en_prefix_configured_anon", englishPrefixed, withoutResourceLinks)
    expect(root.links["node--knowledge"].href).toBe(`${englishPrefixed.url}/en/jsonapi/node/knowledge`)
    const recorded = recording("variant-en-prefix/p02_articles_no_prefix_when_en_prefix_configured_anon")
    const answer = await replay(englishPrefixed, recorded)
    expect(answerShape(answer)).toEqual(recordedShape(recorded))
    expect(answer.headers.get("location")).toBe(localHref(recorded.headers.location, englishPrefixed))
  })

  it("serves JSON:API under the prefix JSON:API Extras sets, and nothing under the core one", async () => {
    const server = await startRecordedSite(contentDir, { apiPrefix: "api" })
    try {
      const articles = await fetch(`${server.url}/nl/api/node/knowledge`)
      expect(articles.status).toBe(200)
      expect(((await articles.json()) as Json).links.self.href).toBe(`${server.url}/nl/api/node/knowledge`)
      expect((await fetch(`${server.url}/jsonapi/node/knowledge`)).status).toBe(404)
    } finally {
      await server.close()
    }
  })
})

describe("point 2: what an anonymous request cannot see", () => {
  function omittedHrefs(body: Json, server: RunningContentServer, recorded = false): string[] {
    const links = Object.entries(body.meta.omitted.links as Record<string, { href: string; meta?: unknown }>)
    return links
      .filter(([key]) => key.startsWith("item--"))
      .map(([, link]) => (recorded ? localHref(link.href, server) : link.href))
      .sort()
  }

  it.each(["core/14_menu_links_anon", "core/32_redirect_anon"])(
    "answers %s with no data and meta.omitted naming each hidden item and the permission",
    async (name) => {
      const body = await expectLikeRecording(name, core)
      const recorded = recording(name).body as Json
      expect(body.meta.omitted.detail).toBe(recorded.meta.omitted.detail)
      expect(body.meta.omitted.links.help).toEqual(recorded.meta.omitted.links.help)
      expect(omittedHrefs(body, core)).toEqual(omittedHrefs(recorded, core, true))
      const details = (document: Json) =>
        new Set(Object.values(document.meta.omitted.links as Record<string, { meta?: unknown }>).map((link) => JSON.stringify(link.meta)))
      expect(details(body)).toEqual(details(recorded))
    },
  )

  it("counts the hidden items with JSON:API Extras' include count", async () => {
    const body = await expectLikeRecording("jsonapi_extras/x05_menu_links_anon", extras)
    expect(body.meta.count).toBe(2)
    expect(body.data).toEqual([])
  })

  it("answers a single hidden entity with 401 and basic_auth's challenge", async () => {
    const recorded = recording("core/36_menu_link_by_uuid_anon")
    const answer = await replay(core, recorded)
    expect(answerShape(answer)).toEqual(recordedShape(recorded))
    expect(answer.headers.get("www-authenticate")).toBe(recorded.headers["www-authenticate"])
    expect((answer.body as Json).errors[0].detail).toBe((recorded.body as Json).errors[0].detail)
  })

  it.each(["core/15_menu_links_admin", "core/16_menu_links_nl_admin", "core/33_redirect_admin", "jsonapi_extras/x06_menu_links_admin"])(
    "shows the build user what %s shows the administrator",
    async (name) => {
      await expectLikeRecording(name, name.startsWith("core") ? core : extras)
    },
  )

  it("names the authenticated user in the entry point's meta, and nobody for an anonymous request", async () => {
    const anonymous = await expectLikeRecording("core/01_root_anon", core, withoutResourceLinks)
    expect(anonymous.meta).toBeUndefined()
    const admin = await expectLikeRecording("core/02_root_admin", core, withoutResourceLinks)
    expect(admin.meta.links.me.href).toMatch(new RegExp(`^${core.url}/jsonapi/user/user/`))
  })

  it("treats wrong credentials as no credentials", async () => {
    const wrong = `Basic ${Buffer.from("fleetlane-build:wrong").toString("base64")}`
    const response = await fetch(`${core.url}/jsonapi/menu_link_content/menu_link_content`, { headers: { Authorization: wrong } })
    const body = (await response.json()) as Json
    expect(body.data).toEqual([])
    expect(body.meta.omitted).toBeDefined()
  })
})

describe("point 3: site settings as config_pages serves them", () => {
  const contexts = (body: Json) => Object.fromEntries((body.data as Json[]).map((page) => [page.id, page.attributes.context]))

  it.each(["contrib/c02_config_pages_admin", "contrib/c03_config_pages_nl_admin"])(
    "answers %s with one entity per language context, each in every language, context PHP-serialized",
    async (name) => {
      const body = await expectLikeRecording(name, extras)
      expect(contexts(body)).toEqual(contexts(recording(name).body as Json))
      for (const page of body.data) expect(page.attributes).not.toHaveProperty("langcode")
    },
  )

  it("answers an anonymous request without the permission as Drupal does", async () => {
    const body = await expectLikeRecording("contrib/c01_config_pages_anon_noperm", extras)
    expect(body.meta.count).toBe(2)
    const single = recording("contrib/c04_config_pages_by_uuid_anon_noperm")
    const answer = await replay(extras, single)
    expect(answerShape(answer)).toEqual(recordedShape(single))
  })

  it.each(["contrib/c13_config_pages_filter_context_anon", "jsonapi_extras/x12_config_pages_filter_anon"])(
    "does not apply the filter of %s to the data, and counts nothing",
    async (name) => {
      const body = await expectLikeRecording(name, extras, undefined, true)
      expect(body.meta.count).toBe(0)
      expect(body.data).toHaveLength(2)
    },
  )
})

describe("point 4: content in one language only", () => {
  it.each([
    "core/17_media_image_anon",
    "core/18_media_image_nl_anon",
    "core/19_media_image_nl_include_anon",
    "core/20_tags_anon",
    "core/21_tags_nl_anon",
    "core/37_media_by_uuid_de_anon",
    "core/43_articles_include_paragraphs_nl_anon",
    "contrib/c07_article_include_paragraphs_anon",
    "contrib/c08_article_include_paragraphs_nl_anon",
    "contrib/c09_article_include_paragraphs_de_anon",
    "contrib/c10_paragraph_by_uuid_nl_anon",
  ])("answers %s in the entity's own language, under the requested language's header", async (name) => {
    await expectLikeRecording(name, name.startsWith("contrib") ? extras : core)
  })

  it.each(["contrib/c05_paragraphs_anon", "contrib/c06_paragraphs_nl_anon"])("serves paragraphs as %s does", async (name) => {
    const body = await expectLikeRecording(name, extras)
    expect(body.meta.count).toBe(1)
  })

  it("includes the untranslated media's file and the languages of every included resource", async () => {
    for (const name of ["core/19_media_image_nl_include_anon", "contrib/c08_article_include_paragraphs_nl_anon"]) {
      const recorded = recording(name)
      const answer = (await replay(name.startsWith("contrib") ? extras : core, recorded)).body as Json
      const languages = (document: Json) =>
        Object.fromEntries((document.included as Json[]).map((resource) => [resource.type, resource.attributes.langcode]))
      expect(languages(answer)).toEqual(
        Object.fromEntries(Object.entries(languages(recorded.body as Json)).map(([type, langcode]) => [renamed(type), langcode])),
      )
    }
  })

  it("falls back by language weight, then name, not to the default language", async () => {
    await expectLikeRecording("jsonapi_extras/x19_article_de_by_uuid_translated_anon", extras)
    const equalWeights = await startRecordedSite(contentDir, {
      includeCount: false,
      languages: ["en", "nl", "de"].map((langcode, index) => ({ langcode, weight: 0, name: ["English", "Dutch", "German"][index] })),
    })
    try {
      await expectLikeRecording("variant-equal-language-weights/06b_articles_de_equal_weights_anon", equalWeights)
    } finally {
      await equalWeights.close()
    }
  })
})
