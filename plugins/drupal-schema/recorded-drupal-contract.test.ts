/**
 * The site against the real Drupal 10.5 recordings (test/fixtures/drupal-recorded): a local
 * server answers as the recorded Drupal did, and the real gatsby-source-drupal sources from it
 * with the options the site gives it (src/drupal/sourcing.ts), through the language fallback
 * proxy, after the preflight. Each block is one point of the Drupal contract (issue 16).
 */
import type { Server } from "node:http"
import { EMBEDDED_CONTENT_SERVER_CREDENTIALS, type DrupalConnection } from "../../src/config/drupal-address"
import { pickConfigPage } from "../../src/drupal/config-page-context"
import { sourcedLanguages, sourcingRequestOptions } from "../../src/drupal/sourcing"
import { recording, type Recording } from "../../test/drupal-recordings"
import { sourceWithGatsbySourceDrupal, type SourcedNode } from "../../test/gatsby-source-drupal-run"
import { startRecordedDrupal } from "../../test/recorded-drupal-server"
import { startLanguageFallbackProxy } from "../drupal-language-fallback/proxy"
import { resolveContentIds } from "../drupal-preflight/content-ids"
import { preflightProblems, type SourcedType } from "../drupal-preflight/preflight"

const RECORDED_TYPES = [
  "node--article",
  "media--image",
  "taxonomy_term--tags",
  "paragraph--text",
  "file--file",
  "menu_link_content--menu_link_content",
  "redirect--redirect",
  "config_pages--site_settings",
]
/** As the site sources them: translations per language, files, redirects and per-context config pages once. */
const SOURCED_ONCE = ["file--file", "redirect--redirect", "config_pages--site_settings"]
const PER_LANGUAGE = RECORDED_TYPES.filter((type) => !SOURCED_ONCE.includes(type))
const LANGUAGES = ["en", "nl"]

/** The recorded entry point, limited to the types recorded in every language the test sources. */
function entryPoint(name: string, types = RECORDED_TYPES): Recording {
  const recorded = recording(name)
  const body = recorded.body as { links: Record<string, unknown> }
  const links = Object.fromEntries(Object.entries(body.links).filter(([type]) => type === "self" || types.includes(type)))
  return { ...recorded, body: { ...body, links } }
}

const ROUTES = {
  "/jsonapi": { anon: entryPoint("core/01_root_anon"), admin: entryPoint("core/02_root_admin") },
  "/jsonapi/node/article": { anon: "core/03_articles_anon", admin: "core/03_articles_anon" },
  "/nl/jsonapi/node/article": { anon: "core/04_articles_nl_anon", admin: "core/04_articles_nl_anon" },
  "/jsonapi/media/image": { anon: "core/17_media_image_anon", admin: "core/17_media_image_anon" },
  "/nl/jsonapi/media/image": { anon: "core/18_media_image_nl_anon", admin: "core/18_media_image_nl_anon" },
  "/jsonapi/taxonomy_term/tags": { anon: "core/20_tags_anon", admin: "core/20_tags_anon" },
  "/nl/jsonapi/taxonomy_term/tags": { anon: "core/21_tags_nl_anon", admin: "core/21_tags_nl_anon" },
  "/jsonapi/paragraph/text": { anon: "contrib/c05_paragraphs_anon", admin: "contrib/c05_paragraphs_anon" },
  "/nl/jsonapi/paragraph/text": { anon: "contrib/c06_paragraphs_nl_anon", admin: "contrib/c06_paragraphs_nl_anon" },
  "/jsonapi/file/file": { anon: "core/39_files_anon", admin: "core/39_files_anon" },
  "/jsonapi/menu_link_content/menu_link_content": { anon: "core/14_menu_links_anon", admin: "core/15_menu_links_admin" },
  // Anonymous under /nl/ was not recorded; Drupal hides the links there as it does without a prefix (core/14).
  "/nl/jsonapi/menu_link_content/menu_link_content": { anon: "core/14_menu_links_anon", admin: "core/16_menu_links_nl_admin" },
  "/jsonapi/redirect/redirect": { anon: "core/32_redirect_anon", admin: "core/33_redirect_admin" },
  "/jsonapi/config_pages/site_settings": { anon: "contrib/c01_config_pages_anon_noperm", admin: "contrib/c02_config_pages_admin" },
}

const SOURCED_TYPES: SourcedType[] = RECORDED_TYPES.map((resourceType) => ({
  resourceType,
  langcodes: SOURCED_ONCE.includes(resourceType) ? ["en"] : LANGUAGES,
  required: ["menu_link_content--menu_link_content", "redirect--redirect", "config_pages--site_settings"].includes(resourceType),
}))

describe("the site against a recorded Drupal 10.5", () => {
  let drupal: Awaited<ReturnType<typeof startRecordedDrupal>>
  let proxy: Server & { url: string }
  let connection: DrupalConnection

  beforeAll(async () => {
    drupal = await startRecordedDrupal(ROUTES)
    connection = {
      address: { baseUrl: drupal.url, apiPrefix: "jsonapi", defaultLangcode: "en", languagePrefixes: {} },
      credentials: { kind: "basic", username: "admin", password: "admin" },
      embedded: false,
    }
    proxy = await startLanguageFallbackProxy(connection.address, LANGUAGES, 0)
  })

  afterAll(async () => {
    await new Promise((resolve) => proxy.close(resolve))
    await drupal.close()
  })

  function sourceAs(credentials: DrupalConnection["credentials"], throughProxy = true): Promise<SourcedNode[]> {
    const withCredentials = { ...connection, credentials }
    return sourceWithGatsbySourceDrupal({
      ...sourcingRequestOptions(withCredentials),
      ...(throughProxy ? { proxyUrl: proxy.url } : {}),
      languageConfig: {
        defaultLanguage: "en",
        enabledLanguages: sourcedLanguages(withCredentials, LANGUAGES),
        filterByLanguages: true,
        translatableEntities: PER_LANGUAGE,
        nonTranslatableEntities: SOURCED_ONCE,
      },
    })
  }

  const ofType = (nodes: readonly SourcedNode[], type: string) => nodes.filter((node) => node.internal.type === type)
  const byUuid = (nodes: readonly SourcedNode[], type: string, uuid: string, langcode: string) =>
    ofType(nodes, type).find((node) => node.drupal_id === uuid && node.langcode === langcode)

  describe("1. one API prefix, Drupal's language URLs", () => {
    it("asks the default language unprefixed and the others at their prefix, never /en/jsonapi (core/05)", async () => {
      drupal.requests.length = 0
      await sourceAs(connection.credentials)
      const paths = drupal.requests.map((request) => request.path)
      expect(paths).toEqual(
        expect.arrayContaining(["/jsonapi", "/jsonapi/node/article", "/nl/jsonapi/node/article", "/nl/jsonapi/media/image"]),
      )
      expect(paths.filter((path) => path.startsWith("/en/"))).toEqual([])
      expect(paths.filter((path) => !path.startsWith("/jsonapi") && !path.startsWith("/nl/jsonapi"))).toEqual([])
    })
  })

  describe("1b. a Drupal with a URL prefix for its default language (variant-en-prefix)", () => {
    const redirect = recording("variant-en-prefix/p02_articles_no_prefix_when_en_prefix_configured_anon")
    const toEntryPoint = { ...redirect, headers: { ...redirect.headers, location: "http://127.0.0.1:8080/en/jsonapi" } }
    const prefixed = {
      "/jsonapi": { anon: toEntryPoint },
      "/en/jsonapi": { anon: entryPoint("variant-en-prefix/p03_root_en_prefix_configured_anon", ["node--article"]) },
      "/jsonapi/node/article": { anon: "variant-en-prefix/p02_articles_no_prefix_when_en_prefix_configured_anon" },
      "/en/jsonapi/node/article": { anon: "variant-en-prefix/p01_articles_en_prefix_configured_anon" },
    }

    it("is asked at /en/jsonapi by the preflight and sourced through Drupal's 301 by the plugin", async () => {
      const enPrefixed = await startRecordedDrupal(prefixed)
      try {
        const address = { baseUrl: enPrefixed.url, apiPrefix: "jsonapi", defaultLangcode: "en", languagePrefixes: { en: "en" } }
        const articles: SourcedType[] = [{ resourceType: "node--article", langcodes: ["en"], required: true }]
        expect(await preflightProblems(address, null, articles, fetch)).toEqual([])
        expect(enPrefixed.requests.map((request) => request.path)).toEqual(["/en/jsonapi", "/en/jsonapi/node/article"])
        const nodes = await sourceWithGatsbySourceDrupal({
          ...sourcingRequestOptions({ address, credentials: null, embedded: false }),
          languageConfig: {
            defaultLanguage: "en",
            enabledLanguages: sourcedLanguages({ address, credentials: null, embedded: false }, ["en"]),
            filterByLanguages: true,
            translatableEntities: ["node--article"],
            nonTranslatableEntities: [],
          },
        })
        expect(ofType(nodes, "node__article").map((node) => node.title)).toEqual(["Article one", "Article two", "English only article"])
      } finally {
        await enPrefixed.close()
      }
    })
  })

  describe("2. what an anonymous request cannot see", () => {
    it("gatsby-source-drupal alone builds anonymously without menus, redirects and settings, and says nothing", async () => {
      const nodes = await sourceAs(null)
      expect(ofType(nodes, "menu_link_content__menu_link_content")).toEqual([])
      expect(ofType(nodes, "redirect__redirect")).toEqual([])
      expect(ofType(nodes, "config_pages__site_settings")).toEqual([])
    })

    it("so the preflight fails that build, naming each hidden type and language", async () => {
      const problems = await preflightProblems(connection.address, null, SOURCED_TYPES, fetch)
      expect(problems).toEqual([
        expect.stringMatching(/^menu_link_content--menu_link_content in language "en": Drupal omitted 2 item\(s\).*'administer menu'/),
        expect.stringMatching(/^menu_link_content--menu_link_content in language "nl": Drupal omitted 2 item/),
        expect.stringMatching(/^redirect--redirect in language "en": Drupal omitted 1 item/),
        expect.stringMatching(/^config_pages--site_settings in language "en": Drupal omitted 2 item/),
      ])
    })

    it("and passes with the build user's credentials, which source them", async () => {
      expect(await preflightProblems(connection.address, connection.credentials, SOURCED_TYPES, fetch)).toEqual([])
      const nodes = await sourceAs(connection.credentials)
      expect(
        ofType(nodes, "menu_link_content__menu_link_content")
          .map((link) => `${link.langcode}:${link.title}`)
          .sort(),
      ).toEqual(["en:External docs", "en:Home", "nl:Thuis"])
      expect(ofType(nodes, "redirect__redirect")).toHaveLength(1)
    })

    it("fails on a 401 too: the build user of the embedded server is not a Drupal user (core/36 answers 401)", async () => {
      const unknownUser = { address: connection.address, credentials: EMBEDDED_CONTENT_SERVER_CREDENTIALS }
      const single: SourcedType[] = [{ resourceType: "menu_link_content--menu_link_content", langcodes: ["en"], required: true }]
      const answers401 = { ...ROUTES, "/jsonapi/menu_link_content/menu_link_content": { admin: "core/36_menu_link_by_uuid_anon" } }
      const strict = await startRecordedDrupal(answers401)
      try {
        const problems = await preflightProblems({ ...unknownUser.address, baseUrl: strict.url }, unknownUser.credentials, single, fetch)
        expect(problems).toEqual([expect.stringMatching(/^menu_link_content--menu_link_content in language "en": Drupal answered 401/)])
      } finally {
        await strict.close()
      }
    })
  })

  describe("3. site settings as config_pages serves them", () => {
    it("sources every context's entity once, and picks each locale's with the module's fallback", async () => {
      const pages = ofType(await sourceAs(connection.credentials), "config_pages__site_settings") as (SourcedNode & { context: string })[]
      expect(pages).toHaveLength(2)
      expect(pickConfigPage(pages, "en", "en")?.field_site_slogan).toBe("Hello world")
      expect(pickConfigPage(pages, "nl", "en")?.field_site_slogan).toBe("Hallo wereld")
      expect(pickConfigPage(pages, "de", "en")?.field_site_slogan).toBe("Hello world")
    })
  })

  describe("5. no hard-coded content identities", () => {
    it("fails a Drupal whose site settings do not name the homepage and the other pages with a role, naming each", async () => {
      const { ids, problems } = await resolveContentIds(connection.address, connection.credentials, fetch)
      expect(ids).toBeNull()
      expect(problems).toEqual([
        "homepage: the site settings' field_homepage (a node--route) is empty or missing",
        "allCareers: the site settings' field_careers_page (a node--route) is empty or missing",
        "introBlock: the site settings' field_intro_block (a block_content--intro) is empty or missing",
        "locationsPage: the site settings' field_locations_page (a node--route) is empty or missing",
        "landingPage: the site settings' field_landing_page (a node--form) is empty or missing",
        "calculatorPage: the site settings' field_calculator_page (a node--form) is empty or missing",
      ])
    })
  })

  describe("4. content that exists in one language only", () => {
    it("links a Dutch page to the English-only media and term, and to its Dutch paragraph and the file", async () => {
      const nodes = await sourceAs(connection.credentials)
      const article = byUuid(nodes, "node__article", "e287737d-de3d-412b-ba98-145d4cbfac98", "nl")
      expect(article?.title).toBe("Artikel een")
      const media = nodes.find((node) => node.id === article?.relationships.field_media___NODE)
      expect(media).toMatchObject({ drupal_id: "7aa12f8b-33e9-48ee-96ac-9f64b41891f8", name: "Red square", langcode: "nl" })
      const tags = (article?.relationships.field_tags___NODE ?? []) as string[]
      expect(tags.map((id) => nodes.find((node) => node.id === id)?.name)).toEqual(["Drupal"])
      const paragraphs = (article?.relationships.field_paragraphs___NODE ?? []) as string[]
      expect(paragraphs.map((id) => nodes.find((node) => node.id === id)?.field_text)).toEqual(["Paragraaf tekst NL"])
      expect(article?.relationships.field_image___NODE).toBeDefined()
    })

    it("where gatsby-source-drupal alone leaves the Dutch page without its media and term", async () => {
      const nodes = await sourceAs(connection.credentials, false)
      const article = byUuid(nodes, "node__article", "e287737d-de3d-412b-ba98-145d4cbfac98", "nl")
      expect(article?.relationships.field_media___NODE).toBeUndefined()
      expect(article?.relationships.field_tags___NODE).toEqual([])
    })

    it("keeps pages in the languages they are translated to: the English-only article is not a Dutch page", async () => {
      const nodes = await sourceAs(connection.credentials)
      expect(byUuid(nodes, "node__article", "cbd57c15-6381-49f8-b40f-7390f14da53f", "nl")).toBeUndefined()
      expect(byUuid(nodes, "node__article", "cbd57c15-6381-49f8-b40f-7390f14da53f", "en")).toBeDefined()
    })
  })
})
