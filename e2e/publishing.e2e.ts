import { searchRequestUrl } from "../src/domain/search/request"
import { env } from "../src/config/env"
import { getLocale } from "../src/config/locales"
import { publish } from "../tools/publishing/publish"
import { startBuildHookReceiver, type RunningReceiver } from "../tools/publishing/receiver"
import { receiverPort } from "../tools/publishing/receiver-port"
import { demoContent } from "./support/content"

/**
 * Publishing, end to end, against the site tools/e2e.ts serves: an editor's change in the content
 * server calls the build hook (BUILD_HOOK_URL, this test's receiver), the receiver runs the
 * incremental build (fastBuilds: only the change is sourced), and the served site shows the result.
 * tools/e2e.ts runs this file alone, after the other browser tests, since it changes the site.
 */

const BASE = process.env.E2E_BASE_URL!
const BUILD_TIMEOUT_MS = 6 * 60 * 1000
const NL_BE_PATH = "/nl-be/algemene-voorwaarden/"
const DE_PATH = "/de/agb/"
const FR_PATH = "/fr/conditions-generales/"
const EN_PATH = "/en/terms-and-conditions/"

let receiver: RunningReceiver
let uuid: string

async function text(path: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${BASE}${path}`)
  return { status: response.status, body: await response.text() }
}

/** Publishes and waits for the build the hook call started; answers that build's record. */
async function publishAndBuild(change: Parameters<typeof publish>[0]) {
  const result = await publish(change)
  expect(result.buildHook).toBe(200)
  await receiver.whenIdle()
  return receiver.status().builds.at(-1)!
}

beforeAll(async () => {
  const terms = (await demoContent()).getByKey("node--page", "terms")
  if (!terms) throw new Error("the demo content has no node--page terms")
  uuid = terms.uuid
  receiver = await startBuildHookReceiver({ port: receiverPort(), quietMs: 500, maxWaitMs: 5000 })
  expect(process.env.BUILD_HOOK_URL).toBe(receiver.url)
  expect(env.drupalFastBuilds).toBe(true)
})

afterAll(() => receiver?.close())

it(
  "serves an edit published in one language after the hook's incremental build",
  async () => {
    const build = await publishAndBuild({
      type: "node--page",
      id: uuid,
      langcode: "nl-be",
      action: "publish",
      set: { title: "Voorwaarden bij Fleetlane" },
    })
    expect(build).toMatchObject({ ok: true, saves: 1 })
    const edited = await text(NL_BE_PATH)
    expect(edited.status).toBe(200)
    expect(edited.body).toContain("Voorwaarden bij Fleetlane")
    expect((await text(EN_PATH)).body).toContain("Terms and conditions")
  },
  BUILD_TIMEOUT_MS,
)

/** What a visitor or a crawler finds of one translation: its page, its sitemap entry, the English page's hreflang alternate to it and its search result. */
async function tracesOf(langcode: string, pagePath: string, keyword: string) {
  const url = `${env.siteUrl}${pagePath}`
  // Gatsby's Head writes the attribute as hrefLang.
  const alternate = new RegExp(`rel="alternate" hreflang="${getLocale(langcode).hreflang}" href="${url}"`, "i")
  const english = await text(EN_PATH)
  expect(english.status).toBe(200)
  const search = await fetch(`${BASE}${searchRequestUrl(langcode, { keyword, page: 1 })}`).then((response) => response.text())
  return {
    page: (await text(pagePath)).status,
    sitemap: (await text(`/sitemap-${langcode}.xml`)).body.includes(url),
    englishSitemap: (await text("/sitemap-en.xml")).body.includes(url),
    alternate: alternate.test(english.body),
    searchResult: search.includes(uuid),
  }
}

const GONE = { page: 404, sitemap: false, englishSitemap: false, alternate: false, searchResult: false }

it(
  "removes an unpublished translation's page, sitemap entry, hreflang alternates and search result",
  async () => {
    expect(await tracesOf("de", DE_PATH, "Geschäftsbedingungen")).toMatchObject({
      page: 200,
      sitemap: true,
      alternate: true,
      searchResult: true,
    })
    const build = await publishAndBuild({ type: "node--page", id: uuid, langcode: "de", action: "unpublish" })
    expect(build.ok).toBe(true)
    expect(await tracesOf("de", DE_PATH, "Geschäftsbedingungen")).toEqual(GONE)
  },
  BUILD_TIMEOUT_MS,
)

it(
  "removes a deleted translation's page, sitemap entry, hreflang alternates and search result, and keeps the others",
  async () => {
    expect(await tracesOf("fr", FR_PATH, "conditions")).toMatchObject({ page: 200, sitemap: true, alternate: true, searchResult: true })
    const build = await publishAndBuild({ type: "node--page", id: uuid, langcode: "fr", action: "delete" })
    expect(build.ok).toBe(true)
    expect(await tracesOf("fr", FR_PATH, "conditions")).toEqual(GONE)
    // The entity's other translations stay: only the French one was deleted.
    expect(await tracesOf("nl-be", NL_BE_PATH, "voorwaarden")).toMatchObject({
      page: 200,
      sitemap: true,
      alternate: true,
      searchResult: true,
    })
  },
  BUILD_TIMEOUT_MS,
)

it(
  "names the entity, language and field when content fails the build, and keeps the last good build live",
  async () => {
    const build = await publishAndBuild({ type: "node--page", id: uuid, langcode: "nl-be", action: "publish", set: { title: " " } })
    expect(build.ok).toBe(false)
    // Gatsby wraps the message at the terminal's width.
    expect(build.failure?.replace(/\s+/g, " ")).toContain(`node--page ${uuid} in nl-be: the required field title (Title) is empty`)
    const live = await text(NL_BE_PATH)
    expect(live.status).toBe(200)
    expect(live.body).toContain("Voorwaarden bij Fleetlane")
  },
  BUILD_TIMEOUT_MS,
)
