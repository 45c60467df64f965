import { readFileSync } from "node:fs"
import path from "node:path"
import { validateXML } from "xmllint-wasm"
import { getLocale, LOCALE_CODES } from "../../src/config/locales"
import { robotsTxt, sitemapFiles, w3cDate, type SitemapFile, type SitemapPage } from "./sitemap-files"

const SITE = "https://www.fleetlane.example"
const options = { siteUrl: SITE, defaultLocale: "en", hreflangOf: (locale: string) => getLocale(locale).hreflang, locales: LOCALE_CODES }

function schemaFile(fileName: string) {
  return { fileName, contents: readFileSync(path.join(__dirname, "schema", fileName), "utf8") }
}

/** Validates with libxml2 (xmllint) against the sitemaps.org schemas and the xhtml:link extension. */
async function validate(file: SitemapFile, schema: "urlset-with-alternates.xsd" | "siteindex.xsd"): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: file.path.slice(1), contents: file.contents },
    schema: schemaFile(schema),
    preload: [schemaFile("sitemap.xsd"), schemaFile("xhtml-link.xsd")],
  })
  return result.errors.map((error) => error.rawMessage)
}

const ABOUT: Array<{ locale: string; path: string }> = [
  { locale: "en", path: "/en/about-us/" },
  { locale: "nl", path: "/nl/over-ons/" },
  { locale: "de", path: "/de/ueber-uns/" },
]

const PAGES: SitemapPage[] = [
  ...ABOUT.map((own, index) => ({ ...own, lastmod: `2025-06-0${index + 1}T08:00:00+00:00`, translations: ABOUT, indexed: true })),
  { locale: "nl", path: "/nl/", lastmod: "2025-06-10T08:00:00.000Z", translations: [{ locale: "nl", path: "/nl/" }], indexed: true },
  {
    locale: "nl",
    path: "/nl/bedankt/",
    lastmod: "2025-06-20T08:00:00+00:00",
    translations: [{ locale: "nl", path: "/nl/bedankt/" }],
    indexed: false,
  },
  { locale: "sv", path: "/sv/tack/", lastmod: null, translations: [{ locale: "sv", path: "/sv/tack/" }], indexed: false },
]

const files = sitemapFiles(PAGES, options)
const file = (filePath: string) => files.find((candidate) => candidate.path === filePath) as SitemapFile

describe("sitemapFiles", () => {
  it("writes a sitemap per locale with indexed pages, and the index last", () => {
    expect(files.map((candidate) => candidate.path)).toEqual([
      "/sitemap-en.xml",
      "/sitemap-nl.xml",
      "/sitemap-de.xml",
      "/sitemap-index.xml",
    ])
  })

  it("lists each page with its lastmod from the content's changed date", () => {
    const nl = file("/sitemap-nl.xml").contents
    expect(nl).toContain("<loc>https://www.fleetlane.example/nl/</loc>")
    expect(nl).toContain("<lastmod>2025-06-10T08:00:00+00:00</lastmod>")
    expect(nl).toContain("<loc>https://www.fleetlane.example/nl/over-ons/</loc>")
  })

  it("leaves noindex pages out", () => {
    const all = files.map((candidate) => candidate.contents).join("\n")
    expect(all).not.toContain("/nl/bedankt/")
    expect(all).not.toContain("sitemap-sv.xml")
  })

  it("gives each page an xhtml:link for every translation, x-default included, and none to a page alone", () => {
    const de = file("/sitemap-de.xml").contents
    for (const [hreflang, href] of [
      ["en", "/en/about-us/"],
      ["nl-NL", "/nl/over-ons/"],
      ["de-DE", "/de/ueber-uns/"],
      ["x-default", "/en/about-us/"],
    ]) {
      expect(de).toContain(`<xhtml:link rel="alternate" hreflang="${hreflang}" href="${SITE}${href}" />`)
    }
    expect(file("/sitemap-nl.xml").contents.match(/<url>/g)).toHaveLength(2)
    expect(file("/sitemap-nl.xml").contents.match(/<xhtml:link/g)).toHaveLength(4)
  })

  it("names every locale sitemap in the index with the latest change of its pages", () => {
    const index = file("/sitemap-index.xml").contents
    expect(index).toContain("<loc>https://www.fleetlane.example/sitemap-nl.xml</loc>")
    expect(index).toContain("<lastmod>2025-06-10T08:00:00+00:00</lastmod>")
    expect(index.match(/<sitemap>/g)).toHaveLength(3)
  })

  it("validates against the sitemaps.org schema", async () => {
    for (const sitemap of files.filter((candidate) => candidate.path !== "/sitemap-index.xml")) {
      expect({ file: sitemap.path, errors: await validate(sitemap, "urlset-with-alternates.xsd") }).toEqual({
        file: sitemap.path,
        errors: [],
      })
    }
    expect(await validate(file("/sitemap-index.xml"), "siteindex.xsd")).toEqual([])
  })

  it("is checked by a schema that does catch mistakes", async () => {
    const broken = {
      path: "/broken.xml",
      contents: file("/sitemap-en.xml").contents.replace("<lastmod>2025-06-01T08:00:00+00:00</lastmod>", "<lastmod>yesterday</lastmod>"),
    }
    expect(await validate(broken, "urlset-with-alternates.xsd")).not.toEqual([])
    const badLink = { path: "/bad.xml", contents: file("/sitemap-en.xml").contents.replace('rel="alternate"', 'rel="next"') }
    expect(await validate(badLink, "urlset-with-alternates.xsd")).not.toEqual([])
  })
})

describe("w3cDate", () => {
  it("writes dates in UTC without fractions and drops what is not a date", () => {
    expect(w3cDate("2025-06-10T10:00:00+02:00")).toBe("2025-06-10T08:00:00+00:00")
    expect(w3cDate("not a date")).toBeNull()
    expect(w3cDate(null)).toBeNull()
  })
})

describe("robotsTxt", () => {
  it("names the sitemap index and keeps crawlers out of the API", () => {
    expect(robotsTxt({ siteUrl: SITE, allowCrawling: true })).toBe(
      "User-agent: *\nDisallow: /api/\n\nSitemap: https://www.fleetlane.example/sitemap-index.xml\n",
    )
  })

  it("keeps crawlers out of a staging site", () => {
    expect(robotsTxt({ siteUrl: SITE, allowCrawling: false })).toContain("Disallow: /\n")
  })
})
