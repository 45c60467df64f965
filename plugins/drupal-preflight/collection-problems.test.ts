import { recording } from "../../test/drupal-recordings"
import { collectionProblem } from "./collection-problems"

function answerOf(name: string, resourceType: string, langcode = "en") {
  const { status, body } = recording(name)
  return { resourceType, langcode, status, body: typeof body === "object" ? body : null }
}

describe("collectionProblem, on what a real Drupal answered", () => {
  it("names the type, the language and the missing permission when items are omitted (core/14)", () => {
    const problem = collectionProblem(answerOf("core/14_menu_links_anon", "menu_link_content--menu_link_content"), false)
    expect(problem).toMatch(/^menu_link_content--menu_link_content in language "en": Drupal omitted 2 item\(s\)/)
    expect(problem).toContain("The 'administer menu' permission is required.")
  })

  it("fails on omitted items even when JSON:API Extras' meta.count says there are some (x05, c01)", () => {
    expect(collectionProblem(answerOf("jsonapi_extras/x05_menu_links_anon", "menu_link_content--menu_link_content"), true)).toMatch(
      /omitted 2 item/,
    )
    expect(collectionProblem(answerOf("contrib/c01_config_pages_anon_noperm", "config_pages--site_settings", "nl"), true)).toMatch(
      /^config_pages--site_settings in language "nl": Drupal omitted/,
    )
    expect(collectionProblem(answerOf("core/32_redirect_anon", "redirect--redirect"), false)).toMatch(
      /^redirect--redirect .* omitted 1 item/,
    )
  })

  it("accepts items omitted with no reason, as an unpublished page is beside the published ones (revisions/r10)", () => {
    const unpublished = answerOf("revisions/r10_collection_anon", "node--page")
    expect(collectionProblem(unpublished, true)).toBeNull()
    const reasoned = structuredClone(unpublished) as typeof unpublished & {
      body: { meta: { omitted: { links: Record<string, { meta: { detail: string } }> } } }
    }
    for (const [name, link] of Object.entries(reasoned.body.meta.omitted.links))
      if (name !== "help") link.meta.detail += " The 'access content' permission is required."
    expect(collectionProblem(reasoned, true)).toMatch(/omitted 1 item\(s\) .*'access content' permission/)
  })

  it("accepts an unpublished page omitted for content moderation's permission (the real Drupal once drupal:setup enables it)", () => {
    const unpublished = answerOf("revisions/r10_collection_anon", "node--page")
    const moderated = structuredClone(unpublished) as typeof unpublished & {
      body: { meta: { omitted: { links: Record<string, { meta: { detail: string } }> } } }
    }
    for (const [name, link] of Object.entries(moderated.body.meta.omitted.links))
      if (name !== "help") link.meta.detail += " The 'view any unpublished content' permission is required."
    expect(collectionProblem(moderated, true)).toBeNull()
  })

  it("accepts omitted items of a type whose access follows its host (paragraphs of unpublished pages)", () => {
    const omitted = answerOf("core/14_menu_links_anon", "paragraph--text")
    expect(collectionProblem(omitted, false, true)).toBeNull()
    expect(collectionProblem({ ...omitted, status: 403 }, false, true)).toMatch(/answered 403/)
  })

  it("fails on 401 and 403", () => {
    expect(collectionProblem(answerOf("core/36_menu_link_by_uuid_anon", "menu_link_content--menu_link_content"), false)).toMatch(
      /answered 401; the build user may not read it/,
    )
    expect(collectionProblem({ resourceType: "node--route", langcode: "de", status: 403, body: {} }, false)).toMatch(
      /^node--route in language "de": Drupal answered 403/,
    )
  })

  it("fails on an HTML answer instead of a document (core/05: /en/jsonapi on a Drupal with no prefix for en)", () => {
    expect(collectionProblem(answerOf("core/05_articles_en_prefix_anon", "node--article"), false)).toBe(
      'node--article in language "en": Drupal answered 404 without a JSON:API document',
    )
  })

  it("fails on an empty type only when the site needs it", () => {
    const empty = { resourceType: "redirect--redirect", langcode: "en", status: 200, body: { data: [] } }
    expect(collectionProblem(empty, true)).toMatch(/returned no items, and the site cannot be built without them/)
    expect(collectionProblem(empty, false)).toBeNull()
  })

  it("accepts what the build user may read in full (core/15, contrib/c02)", () => {
    expect(collectionProblem(answerOf("core/15_menu_links_admin", "menu_link_content--menu_link_content"), true)).toBeNull()
    expect(collectionProblem(answerOf("contrib/c02_config_pages_admin", "config_pages--site_settings"), true)).toBeNull()
  })
})
