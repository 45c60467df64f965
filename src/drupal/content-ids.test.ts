import { CONTENT_ID_FIELDS, DEMO_CONTENT_IDS, FIXED_IDS } from "../config/fixed-ids"
import { recording } from "../../test/drupal-recordings"
import { contentIdsFromSettings, type SettingsResource } from "./content-ids"

const context = (langcode: string) => `a:1:{i:0;a:1:{s:8:"language";s:${langcode.length}:"${langcode}";}}`

function settingsReferencing(langcode: string, uuid: (field: string) => string): SettingsResource {
  const relationships = Object.fromEntries(
    Object.values(CONTENT_ID_FIELDS).map(({ field, type }) => [field, { data: { type, id: uuid(field) } }]),
  )
  return { id: `settings-${langcode}`, attributes: { context: context(langcode) }, relationships }
}

describe("contentIdsFromSettings", () => {
  it("reads every identity from the default language's site settings", () => {
    const settings = [settingsReferencing("nl", (field) => `nl-${field}`), settingsReferencing("en", (field) => `en-${field}`)]
    expect(contentIdsFromSettings(settings, "en")).toEqual({
      ids: {
        homepage: "en-field_homepage",
        allCareers: "en-field_careers_page",
        introBlock: "en-field_intro_block",
        locationsPage: "en-field_locations_page",
        landingPage: "en-field_landing_page",
        calculatorPage: "en-field_calculator_page",
      },
      problems: [],
    })
  })

  it("names each identity that is missing or references the wrong type", () => {
    const settings = settingsReferencing("en", (field) => field)
    settings.relationships!.field_homepage = { data: null }
    settings.relationships!.field_calculator_page = { data: { type: "node--route", id: "x" } }
    expect(contentIdsFromSettings([settings], "en").problems).toEqual([
      "homepage: the site settings' field_homepage (a node--route) is empty or missing",
      "calculatorPage: the site settings' field_calculator_page references a node--route, not a node--form",
    ])
  })

  it("fails on a Drupal whose site settings name none of them (the recorded ones: contrib/c02)", () => {
    const { data } = recording("contrib/c02_config_pages_admin").body as { data: SettingsResource[] }
    const { ids, problems } = contentIdsFromSettings(data, "en")
    expect(ids).toBeNull()
    expect(problems).toHaveLength(6)
    expect(problems[0]).toBe("homepage: the site settings' field_homepage (a node--route) is empty or missing")
    expect(contentIdsFromSettings([], "en").problems).toEqual([
      'config_pages--site_settings: Drupal has no site settings for language "en"',
    ])
  })
})

describe("FIXED_IDS", () => {
  afterEach(() => {
    delete process.env.GATSBY_CONTENT_IDS
  })

  it("are the identities the build resolved, read when used", () => {
    process.env.GATSBY_CONTENT_IDS = JSON.stringify({ ...DEMO_CONTENT_IDS, homepage: "from-drupal" })
    expect(FIXED_IDS.homepage).toBe("from-drupal")
  })

  it("are the demo content's outside a build", () => {
    expect(FIXED_IDS.calculatorPage).toBe(DEMO_CONTENT_IDS.calculatorPage)
  })
})
