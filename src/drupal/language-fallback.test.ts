import { recording } from "../../test/drupal-recordings"
import { withFallbackAsRequested } from "./language-fallback"

interface Resource {
  type: string
  id: string
  attributes: { langcode: string; name?: string; title?: string; field_text?: string }
  relationships?: Record<string, { data: { meta?: { alt?: string } } | null }>
}

interface RecordedDocument {
  data: Resource[]
  included?: Resource[]
}

const body = (name: string) => recording(name).body as RecordedDocument

describe("withFallbackAsRequested, on what Drupal answers under a language prefix", () => {
  it("hands an English-only media under /nl/ on as Dutch, keeping its content (core/18)", () => {
    const recorded = body("core/18_media_image_nl_anon")
    expect(recorded.data[0].attributes.langcode).toBe("en")
    const result = withFallbackAsRequested(recorded, "nl")
    expect(result.data[0].attributes).toEqual({ ...recorded.data[0].attributes, langcode: "nl" })
    expect(result.data[0].relationships).toEqual(recorded.data[0].relationships)
  })

  it("does the same for terms and for the media and files a response includes (core/21, core/19)", () => {
    expect(withFallbackAsRequested(body("core/21_tags_nl_anon"), "nl").data.map((term) => term.attributes.langcode)).toEqual(["nl"])
    const included = withFallbackAsRequested(body("core/19_media_image_nl_include_anon"), "nl").included ?? []
    expect(included.length).toBeGreaterThan(0)
    expect(included.every((resource) => resource.attributes.langcode === "nl")).toBe(true)
  })

  it("keeps real translations and the fallback of pages as Drupal answered them (core/04: an English-only article)", () => {
    const recorded = body("core/04_articles_nl_anon")
    const result = withFallbackAsRequested(recorded, "nl")
    expect(result.data.map((article) => article.attributes.langcode)).toEqual(recorded.data.map((article) => article.attributes.langcode))
    expect(result.data.map((article) => article.attributes.langcode)).toContain("en")
  })

  it("keeps a translated paragraph and stands the English one in under /de/ (c08, c09)", () => {
    const dutch = withFallbackAsRequested(body("contrib/c08_article_include_paragraphs_nl_anon"), "nl").included ?? []
    const german = withFallbackAsRequested(body("contrib/c09_article_include_paragraphs_de_anon"), "de").included ?? []
    expect(dutch.map((paragraph) => paragraph.attributes.langcode)).toEqual(["nl"])
    expect(german.map((paragraph) => paragraph.attributes.langcode)).toEqual(["de"])
    expect(dutch[0].attributes).toMatchObject({ field_text: "Paragraaf tekst NL" })
    expect(german[0].attributes).toMatchObject({ field_text: "Paragraph text EN" })
  })
})
