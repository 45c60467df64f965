import path from "node:path"
import { loadContent } from "./content-store"
import { contentLocales, keptLanguages } from "./content-locales"

const CONTENT_DIR = path.join(__dirname, "../../content")
const LIMITED = ["en", "nl-be", "fi", "en-ca"]

describe("CONTENT_LOCALES", () => {
  it("reads the list from the environment, all locales when unset, and names an unknown locale", () => {
    expect(contentLocales({ CONTENT_LOCALES: "en, fi" })).toEqual(["en", "fi"])
    expect(contentLocales({})).toBeNull()
    expect(() => contentLocales({ CONTENT_LOCALES: "en,xx" })).toThrow(/CONTENT_LOCALES: unknown locale xx/)
  })

  it("keeps the original language even when it is not listed", () => {
    expect(keptLanguages("de", ["de", "en", "fi", "sv"], ["en", "fi"])).toEqual(["de", "en", "fi"])
    expect(keptLanguages("en", ["en", "sv"], null)).toEqual(["en", "sv"])
  })

  it("serves the listed translations only, paragraphs following their host, one config page per language as before", async () => {
    const [all, limited] = await Promise.all([loadContent(CONTENT_DIR, 1, null), loadContent(CONTENT_DIR, 1, LIMITED)])
    expect(limited.entities).toHaveLength(all.entities.length)
    const dropped = all.entities.filter((entity) => entity.languages.some((langcode) => !LIMITED.includes(langcode)))
    expect(dropped.length).toBeGreaterThan(0)
    for (const entity of limited.entities) {
      const extra = entity.languages.filter((langcode) => langcode !== entity.langcode && !LIMITED.includes(langcode))
      expect({ entity: `${entity.type}:${entity.key}`, extra }).toEqual({ entity: `${entity.type}:${entity.key}`, extra: [] })
    }
    const paragraph = limited.entities.find((entity) => entity.parent)
    const host = paragraph?.parent && limited.get(paragraph.parent.type, paragraph.parent.uuid)
    expect(paragraph?.languages).toEqual(host && host.languages)
    expect(limited.ofType("config_pages--site_settings")).toHaveLength(all.ofType("config_pages--site_settings").length)
  })
})
