import { recording } from "../../test/drupal-recordings"
import { contextLanguage, pickConfigPage } from "./config-page-context"

interface RecordedConfigPage {
  id: string
  attributes: { context: string; field_site_slogan: string }
}

function recordedPages(name: string) {
  const body = recording(name).body as { data: RecordedConfigPage[] }
  return body.data.map((entity) => ({ id: entity.id, ...entity.attributes }))
}

describe("contextLanguage", () => {
  it("reads the language of a serialized context, and null when there is none", () => {
    expect(contextLanguage('a:1:{i:0;a:1:{s:8:"language";s:2:"nl";}}')).toBe("nl")
    expect(contextLanguage('a:1:{i:0;a:1:{s:8:"language";s:5:"nl-be";}}')).toBe("nl-be")
    expect(contextLanguage("a:0:{}")).toBeNull()
    expect(contextLanguage(null)).toBeNull()
  })
})

describe("pickConfigPage, on what config_pages really serves", () => {
  it("picks each language's entity out of the same list Drupal returns in every language (c11, c12)", () => {
    for (const name of ["contrib/c11_config_pages_anon_withperm", "contrib/c12_config_pages_nl_anon_withperm"]) {
      const pages = recordedPages(name)
      expect(pages).toHaveLength(2)
      expect(pickConfigPage(pages, "en", "en")?.field_site_slogan).toBe("Hello world")
      expect(pickConfigPage(pages, "nl", "en")?.field_site_slogan).toBe("Hallo wereld")
    }
  })

  it("falls back to the type's fallback context for a language without its own entity, as the module does", () => {
    const pages = recordedPages("contrib/c02_config_pages_admin")
    expect(pickConfigPage(pages, "de", "en")?.id).toBe("a0a8f492-d1f6-4dca-88c8-924d08548ba4")
    expect(pickConfigPage(pages, "de", "nl")?.id).toBe("a7e9ce50-e24a-4c2e-aecd-faa6ac85cd7b")
  })

  it("takes an entity without a language context for every language, and finds nothing in an empty list", () => {
    const single = [{ context: "a:0:{}", name: "one for all" }]
    expect(pickConfigPage(single, "fr-be", "en")?.name).toBe("one for all")
    expect(pickConfigPage([], "en", "en")).toBeNull()
  })
})
