import { recording } from "../../test/drupal-recordings"
import type { DrupalAddress, DrupalCredentials } from "../../src/config/drupal-address"
import { preflightProblems, type SourcedType } from "./preflight"

const drupal: DrupalAddress = { baseUrl: "http://127.0.0.1:8080", apiPrefix: "jsonapi", defaultLangcode: "en", languagePrefixes: {} }
const admin: DrupalCredentials = { kind: "basic", username: "admin", password: "admin" }

/** Answers each URL as the recorded Drupal did, anonymous or as admin (by the Authorization header). */
function recordedDrupal(answers: Record<string, { anon?: string; admin?: string }>) {
  const asked: string[] = []
  const fetchDocument = async (url: string, init: { headers: Record<string, string> }) => {
    asked.push(url)
    const name = answers[url]?.[init.headers.Authorization ? "admin" : "anon"]
    if (!name) return new Response("<html>Page not found</html>", { status: 404, headers: { "content-type": "text/html" } })
    const { status, body } = recording(name)
    return new Response(typeof body === "string" ? body : JSON.stringify(body), { status })
  }
  return { fetchDocument, asked }
}

const site = recordedDrupal({
  "http://127.0.0.1:8080/jsonapi": { anon: "core/01_root_anon", admin: "core/02_root_admin" },
  "http://127.0.0.1:8080/jsonapi/menu_link_content/menu_link_content": {
    anon: "core/14_menu_links_anon",
    admin: "core/15_menu_links_admin",
  },
  "http://127.0.0.1:8080/nl/jsonapi/menu_link_content/menu_link_content": { admin: "core/16_menu_links_nl_admin" },
  "http://127.0.0.1:8080/jsonapi/redirect/redirect": { anon: "core/32_redirect_anon", admin: "core/33_redirect_admin" },
})

const types: SourcedType[] = [
  { resourceType: "menu_link_content--menu_link_content", langcodes: ["en", "nl"], required: true },
  { resourceType: "redirect--redirect", langcodes: ["en"], required: true },
]

describe("preflightProblems", () => {
  it("fails an anonymous build on every hidden type, naming type and language", async () => {
    const problems = await preflightProblems(drupal, null, types, site.fetchDocument)
    expect(problems).toEqual([
      expect.stringMatching(/^menu_link_content--menu_link_content in language "en": Drupal omitted 2 item/),
      expect.stringMatching(/^menu_link_content--menu_link_content in language "nl": Drupal answered 404/),
      expect.stringMatching(/^redirect--redirect in language "en": Drupal omitted 1 item/),
    ])
  })

  it("passes with credentials that see everything, asking each language at its own prefix", async () => {
    site.asked.length = 0
    expect(await preflightProblems(drupal, admin, types, site.fetchDocument)).toEqual([])
    expect(site.asked).toContain("http://127.0.0.1:8080/nl/jsonapi/menu_link_content/menu_link_content")
    expect(site.asked).not.toContain("http://127.0.0.1:8080/en/jsonapi/menu_link_content/menu_link_content")
  })

  it("fails when a type the site needs is not in Drupal's JSON:API at all", async () => {
    const needed: SourcedType[] = [{ resourceType: "config_pages--fleetlane_settings", langcodes: ["en"], required: true }]
    expect(await preflightProblems(drupal, admin, needed, site.fetchDocument)).toEqual([
      "config_pages--fleetlane_settings: Drupal's JSON:API has no such resource, and the site needs it",
    ])
  })

  it("fails when the entry point itself is not JSON:API (a wrong DRUPAL_API_PREFIX)", async () => {
    const problems = await preflightProblems({ ...drupal, apiPrefix: "api" }, admin, types, site.fetchDocument)
    expect(problems).toEqual(["The JSON:API entry point http://127.0.0.1:8080/api answered 404 without resource links"])
  })
})
