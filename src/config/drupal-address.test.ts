import {
  credentialHeaders,
  credentialsFromEnvironment,
  drupalConnectionFromEnvironment,
  EMBEDDED_CONTENT_SERVER_CREDENTIALS,
  jsonApiUrl,
  languageOfPath,
  languagePathPrefix,
  parseLanguagePrefixes,
  resourceTypePath,
  searchIndexUrl,
  type DrupalAddress,
} from "./drupal-address"

const drupal: DrupalAddress = { baseUrl: "https://cms.example", apiPrefix: "jsonapi", defaultLangcode: "en", languagePrefixes: {} }

describe("languagePathPrefix", () => {
  it("leaves the default language unprefixed and prefixes the others with their langcode, as Drupal does out of the box", () => {
    expect(languagePathPrefix(drupal, "en")).toBe("")
    expect(languagePathPrefix(drupal, "nl-be")).toBe("nl-be")
  })

  it("uses the prefixes an administrator configured, the default language's included", () => {
    const configured = { ...drupal, languagePrefixes: { en: "en", "nl-be": "be-nl" } }
    expect(languagePathPrefix(configured, "en")).toBe("en")
    expect(languagePathPrefix(configured, "nl-be")).toBe("be-nl")
    expect(languagePathPrefix(configured, "de")).toBe("de")
  })
})

describe("jsonApiUrl", () => {
  it("builds the entry point and resource URLs per language (core/04: /nl/jsonapi; core/05: never /en/jsonapi)", () => {
    expect(jsonApiUrl(drupal, "en")).toBe("https://cms.example/jsonapi")
    expect(jsonApiUrl(drupal, "en", "node/page")).toBe("https://cms.example/jsonapi/node/page")
    expect(jsonApiUrl(drupal, "nl", "/node/page?page[limit]=50")).toBe("https://cms.example/nl/jsonapi/node/page?page[limit]=50")
  })

  it("uses the one API prefix JSON:API Extras may set, and a Drupal installed in a folder", () => {
    const extras = { ...drupal, baseUrl: "https://example.com/cms", apiPrefix: "api" }
    expect(jsonApiUrl(extras, "de", "media/image")).toBe("https://example.com/cms/de/api/media/image")
  })

  it("addresses the search index under the same prefix as sourcing", () => {
    expect(searchIndexUrl(drupal, "en", "search")).toBe("https://cms.example/jsonapi/index/search")
    expect(searchIndexUrl({ ...drupal, apiPrefix: "api" }, "fr-be", "search")).toBe("https://cms.example/fr-be/api/index/search")
  })
})

describe("languageOfPath", () => {
  const langcodes = ["en", "nl", "nl-be"]

  it("reads the language from the first segment, the default language from none", () => {
    expect(languageOfPath(drupal, langcodes, "/nl/jsonapi/media/image")).toBe("nl")
    expect(languageOfPath(drupal, langcodes, "/jsonapi/media/image")).toBe("en")
    expect(languageOfPath({ ...drupal, languagePrefixes: { "nl-be": "be" } }, langcodes, "/be/jsonapi/node/page")).toBe("nl-be")
  })

  it("knows a Drupal in a folder, and that a prefixed default language has no unprefixed URLs", () => {
    expect(languageOfPath({ ...drupal, baseUrl: "https://example.com/cms" }, langcodes, "/cms/nl/jsonapi")).toBe("nl")
    expect(languageOfPath({ ...drupal, languagePrefixes: { en: "en" } }, langcodes, "/jsonapi/node/page")).toBeNull()
  })
})

describe("resourceTypePath", () => {
  it("turns a resource type into its path and refuses anything else", () => {
    expect(resourceTypePath("config_pages--site_settings")).toBe("config_pages/site_settings")
    expect(() => resourceTypePath("node")).toThrow(/not a JSON:API resource type/)
  })
})

describe("parseLanguagePrefixes", () => {
  it("reads langcode=prefix pairs, an empty prefix included", () => {
    expect(parseLanguagePrefixes("en=, nl-be=be")).toEqual({ en: "", "nl-be": "be" })
    expect(parseLanguagePrefixes(undefined)).toEqual({})
  })

  it("refuses what is not a pair or not a path segment", () => {
    expect(() => parseLanguagePrefixes("nl")).toThrow(/DRUPAL_LANGUAGE_PREFIXES/)
    expect(() => parseLanguagePrefixes("nl=a/b")).toThrow(/DRUPAL_LANGUAGE_PREFIXES/)
  })
})

describe("credentials", () => {
  it("reads HTTP Basic, a bearer token or a token in a named header", () => {
    expect(credentialsFromEnvironment({ DRUPAL_USERNAME: "build", DRUPAL_PASSWORD: "s3cret" })).toEqual({
      kind: "basic",
      username: "build",
      password: "s3cret",
    })
    expect(credentialsFromEnvironment({ DRUPAL_API_TOKEN: "t" })).toEqual({ kind: "bearer", token: "t" })
    expect(credentialsFromEnvironment({ DRUPAL_API_TOKEN: "t", DRUPAL_API_TOKEN_HEADER: "api-key" })).toEqual({
      kind: "header",
      header: "api-key",
      value: "t",
    })
    expect(credentialsFromEnvironment({})).toBeNull()
  })

  it("refuses half or conflicting settings rather than building anonymously", () => {
    expect(() => credentialsFromEnvironment({ DRUPAL_USERNAME: "build" })).toThrow(/go together/)
    expect(() => credentialsFromEnvironment({ DRUPAL_USERNAME: "b", DRUPAL_PASSWORD: "p", DRUPAL_API_TOKEN: "t" })).toThrow(/not both/)
    expect(() => credentialsFromEnvironment({ DRUPAL_API_TOKEN_HEADER: "api-key" })).toThrow(/without DRUPAL_API_TOKEN/)
  })

  it("turns credentials into request headers", () => {
    expect(credentialHeaders({ kind: "basic", username: "admin", password: "admin" })).toEqual({ Authorization: "Basic YWRtaW46YWRtaW4=" })
    expect(credentialHeaders({ kind: "bearer", token: "abc" })).toEqual({ Authorization: "Bearer abc" })
    expect(credentialHeaders({ kind: "header", header: "api-key", value: "abc" })).toEqual({ "api-key": "abc" })
    expect(credentialHeaders(null)).toEqual({})
  })
})

describe("drupalConnectionFromEnvironment", () => {
  const embeddedUrl = "http://127.0.0.1:8788"

  it("falls back to the embedded content server with its own build user", () => {
    const connection = drupalConnectionFromEnvironment({ DRUPAL_USERNAME: "ignored", DRUPAL_PASSWORD: "x" }, embeddedUrl, "en")
    expect(connection.embedded).toBe(true)
    expect(connection.address).toEqual({ baseUrl: embeddedUrl, apiPrefix: "jsonapi", defaultLangcode: "en", languagePrefixes: {} })
    expect(connection.credentials).toEqual(EMBEDDED_CONTENT_SERVER_CREDENTIALS)
  })

  it("reads a real Drupal's address and credentials", () => {
    const connection = drupalConnectionFromEnvironment(
      {
        DRUPAL_BASE_URL: "https://cms.example/",
        DRUPAL_API_PREFIX: "/api/",
        DRUPAL_LANGUAGE_PREFIXES: "en=en",
        DRUPAL_API_TOKEN: "t",
      },
      embeddedUrl,
      "en",
    )
    expect(connection).toEqual({
      embedded: false,
      address: { baseUrl: "https://cms.example", apiPrefix: "api", defaultLangcode: "en", languagePrefixes: { en: "en" } },
      credentials: { kind: "bearer", token: "t" },
    })
  })
})
