import type { DrupalConnection } from "../config/drupal-address"
import { REQUIRED_RESOURCE_TYPES, sourcedLanguages, sourcedTypes, sourcingRequestOptions } from "./sourcing"

const connection: DrupalConnection = {
  address: { baseUrl: "https://cms.example", apiPrefix: "api", defaultLangcode: "en", languagePrefixes: { "nl-be": "be" } },
  credentials: { kind: "basic", username: "build", password: "pw" },
  embedded: false,
}

describe("sourcing options for gatsby-source-drupal", () => {
  it("passes the one API prefix and HTTP Basic credentials, or a token as a header", () => {
    expect(sourcingRequestOptions(connection)).toEqual({
      baseUrl: "https://cms.example",
      apiBase: "api",
      basicAuth: { username: "build", password: "pw" },
    })
    expect(sourcingRequestOptions({ ...connection, credentials: { kind: "bearer", token: "t" } })).toMatchObject({
      headers: { Authorization: "Bearer t" },
    })
  })

  it("gives a language whose prefix is not its langcode as a renamed language, so the plugin asks its own prefix", () => {
    expect(sourcedLanguages(connection, ["en", "nl", "nl-be"])).toEqual(["en", "nl", { langCode: "nl-be", as: "be" }])
  })

  it("refuses a base URL that gatsby-source-drupal would mistake for a language prefix", () => {
    expect(() =>
      sourcedLanguages({ ...connection, address: { ...connection.address, baseUrl: "https://cms.fleetlane.de" } }, ["en", "de"]),
    ).toThrow(/ends with "de", the URL prefix of de/)
  })

  it("asks translatable types in every locale, the others and the per-context config pages once, and marks the types the site needs", () => {
    const types = sourcedTypes(["en", "nl"], "en")
    expect(types.find((type) => type.resourceType === "node--route")).toEqual({
      resourceType: "node--route",
      langcodes: ["en", "nl"],
      required: true,
      omissionsExpected: false,
    })
    expect(types.find((type) => type.resourceType === "redirect--redirect")).toEqual({
      resourceType: "redirect--redirect",
      langcodes: ["en"],
      required: true,
      omissionsExpected: false,
    })
    expect(types.find((type) => type.resourceType === "config_pages--site_settings")?.langcodes).toEqual(["en"])
    expect(types.filter((type) => type.omissionsExpected).every((type) => type.resourceType.startsWith("paragraph--"))).toBe(true)
    expect(types.find((type) => type.resourceType === "paragraph--text")?.omissionsExpected).toBe(true)
    expect(
      types
        .filter((type) => type.required)
        .map((type) => type.resourceType)
        .sort(),
    ).toEqual([...REQUIRED_RESOURCE_TYPES].sort())
  })
})
