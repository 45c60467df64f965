import { compareBuilds, describeDifference, localeOfPath, pageFacts, sitePath, type BuildFiles } from "./compare-builds"

const OPTIONS = { allLocales: ["en", "nl-be", "fi", "sv"], defaultLocale: "en", locales: ["en", "nl-be", "fi"] }

interface PageParts {
  title?: string
  menu?: string
  jsonLd?: object
  image?: string
  text?: string
}

function page(parts: PageParts = {}): string {
  const {
    title = "Trailers | Fleetlane",
    menu = '<a href="/trailers/">Trailers</a><a href="/contact/">Contact</a>',
    jsonLd = { "@type": "Organization", name: "Fleetlane", logo: "https://www.fleetlane.example/static/0a1b2c3d4e5f/logo.png" },
    image = '<img src="/static/aa11bb22cc33/7d8e9f/640x480/reefer.webp" alt="A reefer" width="640" height="480">',
    text = "Rent a trailer",
  } = parts
  return `<!DOCTYPE html><html lang="en"><head><title>${title}</title>
<link rel="canonical" href="https://www.fleetlane.example/trailers/">
<link rel="alternate" hreflang="nl-BE" href="https://www.fleetlane.example/nl-be/opleggers/">
<script type="application/ld+json">${JSON.stringify(jsonLd)}</script></head>
<body><nav aria-label="Main">${menu}</nav><main><h1>${text}</h1>${image}</main></body></html>`
}

function build(files: Record<string, string>): BuildFiles {
  return new Map(Object.entries(files))
}

const BASE = {
  "index.html": page(),
  "nl-be/opleggers/index.html": page({ title: "Opleggers | Fleetlane" }),
  _redirects: "/old  /trailers/  301\n",
  "sitemap-en.xml": "<urlset><url><loc>https://www.fleetlane.example/</loc><lastmod>2025-01-06</lastmod></url></urlset>",
}

describe("compareBuilds", () => {
  it("finds nothing in two builds that differ only in generated asset paths", () => {
    const drupal = build({
      ...BASE,
      "index.html": page({
        image: '<img src="/static/ffee99/0011aa/640x480/reefer.webp" alt="A reefer" width="640" height="480">',
        jsonLd: { logo: "https://www.fleetlane.example/static/999888777666/logo.png", name: "Fleetlane", "@type": "Organization" },
      }),
    })
    expect(compareBuilds(build(BASE), drupal, OPTIONS)).toEqual([])
  })

  it("lists a changed menu by path, with the first item that differs", () => {
    const drupal = build({ ...BASE, "index.html": page({ menu: '<a href="/trailers/">Trailers</a><a href="/about/">Contact</a>' }) })
    expect(compareBuilds(build(BASE), drupal, OPTIONS)).toEqual([
      expect.objectContaining({
        path: "/",
        aspect: "menus",
        contentServer: "line 3: Contact -> /contact/",
        drupal: "line 3: Contact -> /about/",
      }),
      expect.objectContaining({ path: "/", aspect: "links", drupal: "line 2: Contact -> /about/" }),
    ])
  })

  it("lists a page that only one build has", () => {
    const { "nl-be/opleggers/index.html": _dropped, ...rest } = BASE
    expect(compareBuilds(build(BASE), build(rest), OPTIONS)).toEqual([
      { path: "/nl-be/opleggers/", aspect: "file", contentServer: "built", drupal: null },
    ])
  })

  it("lists different structured data, a different image, title and text", () => {
    const drupal = build({
      ...BASE,
      "index.html": page({
        title: "Trailers | Drupal",
        jsonLd: { "@type": "Organization", name: "Fleetlane B.V.", logo: "https://www.fleetlane.example/static/0a1b2c3d4e5f/logo.png" },
        image: '<img src="/static/aa11bb22cc33/7d8e9f/640x480/curtainsider.webp" alt="" width="640" height="427">',
        text: "Rent a truck",
      }),
    })
    const differences = compareBuilds(build(BASE), drupal, OPTIONS)
    expect(differences.map((difference) => `${difference.path} ${difference.aspect}`)).toEqual([
      "/ title",
      "/ json-ld",
      "/ images",
      "/ text",
    ])
    expect(differences.find((difference) => difference.aspect === "json-ld")?.drupal).toContain('"name":"Fleetlane B.V."')
    expect(differences.find((difference) => difference.aspect === "images")?.drupal).toContain('curtainsider.webp alt="" 640x427')
    expect(describeDifference(differences[0])).toBe(
      "/ title:\n    content server: Trailers | Fleetlane\n    Drupal:         Trailers | Drupal",
    )
  })

  it("compares _redirects and the sitemaps whole, and leaves out pages of locales not compared", () => {
    const drupal = build({
      ...BASE,
      _redirects: "/old /trailers/ 301\n/home / 301\n",
      "sitemap-en.xml": "<urlset><url><loc>https://www.fleetlane.example/</loc><lastmod>2026-11-26</lastmod></url></urlset>",
      "sv/index.html": page({ title: "Släpvagnar" }),
    })
    expect(compareBuilds(build(BASE), drupal, OPTIONS)).toEqual([
      { path: "/_redirects", aspect: "redirects", contentServer: "line 2: (no more lines)", drupal: "line 2: /home / 301" },
      expect.objectContaining({ path: "/sitemap-en.xml", aspect: "sitemap" }),
    ])
  })
})

describe("page facts and paths", () => {
  it("reads the head, menus, images and structured data of a page", () => {
    const facts = pageFacts(page())
    expect(facts.title).toBe("Trailers | Fleetlane")
    expect(facts.hreflang).toBe("nl-BE https://www.fleetlane.example/nl-be/opleggers/")
    expect(facts.menus).toBe("[Main]\nTrailers -> /trailers/\nContact -> /contact/")
    expect(facts.images).toBe('/static/…/reefer.webp alt="A reefer" 640x480')
    expect(facts.text).toBe("Trailers Contact Rent a trailer")
  })

  it("maps output files to site paths and locales", () => {
    expect(sitePath("nl-be/opleggers/index.html")).toBe("/nl-be/opleggers/")
    expect(sitePath("index.html")).toBe("/")
    expect(localeOfPath("/nl-be/opleggers/", OPTIONS)).toBe("nl-be")
    expect(localeOfPath("/trailers/", OPTIONS)).toBe("en")
  })
})
