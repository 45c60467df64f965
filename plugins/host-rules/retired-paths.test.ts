import { LOCALE_CODES } from "../../src/config/locales"
import { hostRulesFile, localeNotFoundRules, rootRedirect } from "./redirect-rules"
import { retiredPathRules, sourcePathOf, type RedirectEntity, type RetiredPathOptions } from "./retired-paths"

const LEASING = "https://www.fleetlane-leasing.example"
const ALL_CAREERS_NID = 7

const options: RetiredPathOptions = {
  locales: LOCALE_CODES,
  externalHosts: { "en-ca": LEASING, "fr-ca": LEASING },
  nodePath: (nid, locale) => (nid === ALL_CAREERS_NID ? `/${locale}/careers/` : null),
  pagePaths: new Set(["/en-ca/careers/", "/nl/over-ons/"]),
}

function redirect(sourcePath: string, targetUri: string, language = "en-ca", overrides: Partial<RedirectEntity> = {}): RedirectEntity {
  return { sourcePath, targetUri, language, statusCode: 301, sourceQuery: [], ...overrides }
}

describe("sourcePathOf", () => {
  it("puts the rule's language in front of the path, unless the path already names a locale", () => {
    expect(sourcePathOf(redirect("about-us", "internal:/about"), LOCALE_CODES)).toBe("/en-ca/about-us")
    expect(sourcePathOf(redirect("/fr-ca/a-propos/", "internal:/fr/a-propos", "fr-ca"), LOCALE_CODES)).toBe("/fr-ca/a-propos")
    expect(sourcePathOf(redirect("old-page", "internal:/new", "und"), LOCALE_CODES)).toBe("/old-page")
  })
})

describe("retiredPathRules", () => {
  it("sends en-ca and fr-ca paths to the leasing brand's host, as forced 301s on the exact path", () => {
    const { rules, warnings } = retiredPathRules(
      [
        redirect("trailer-leasing", "internal:/leasing"),
        redirect("location-longue-duree", "internal:/fr/location", "fr-ca"),
        redirect("home", "internal:/"),
      ],
      options,
    )
    expect(rules).toEqual([
      { from: "/en-ca/trailer-leasing", to: `${LEASING}/leasing`, status: 301, force: true },
      { from: "/fr-ca/location-longue-duree", to: `${LEASING}/fr/location`, status: 301, force: true },
      { from: "/en-ca/home", to: `${LEASING}/`, status: 301, force: true },
    ])
    expect(warnings).toEqual([])
  })

  it("sends en-ca careers to the all-careers page of this site", () => {
    const { rules } = retiredPathRules([redirect("jobs", `entity:node/${ALL_CAREERS_NID}`)], options)
    expect(rules).toEqual([{ from: "/en-ca/jobs", to: "/en-ca/careers/", status: 301, force: true }])
  })

  it("keeps other locales' internal paths on this site, and absolute URLs as they are", () => {
    const { rules } = retiredPathRules(
      [redirect("oud", "internal:/nieuw", "nl"), redirect("press", "https://press.example/fleetlane", "en", { statusCode: 302 })],
      options,
    )
    expect(rules.map((rule) => [rule.from, rule.to, rule.status])).toEqual([
      ["/nl/oud", "/nl/nieuw/", 301],
      ["/en/press", "https://press.example/fleetlane", 302],
    ])
  })

  it("leaves out what cannot work, and says why", () => {
    const { rules, warnings } = retiredPathRules(
      [
        redirect("", "internal:/x"),
        redirect("gone", "entity:node/999"),
        redirect("search", "internal:/x", "en-ca", { sourceQuery: { q: "trailers" } }),
        redirect("loop", "internal:/loop", "nl"),
        redirect("twice", "internal:/first"),
        redirect("TWICE", "internal:/second"),
      ],
      options,
    )
    expect(rules.map((rule) => rule.to)).toEqual([`${LEASING}/first`])
    expect(warnings).toHaveLength(5)
    expect(warnings.join("\n")).toMatch(
      /no source path[\s\S]*leads to no page[\s\S]*query strings[\s\S]*points to itself[\s\S]*already has this source/,
    )
  })

  it("warns when a redirect hides a page, and keeps the editor's rule", () => {
    const { rules, warnings } = retiredPathRules([redirect("careers", "internal:/careers")], options)
    expect(rules).toHaveLength(1)
    expect(warnings[0]).toMatch(/a page lives at this path/)
  })
})

describe("the _redirects file", () => {
  it("lists the root redirect first, the retired paths next and the locale 404 pages last", () => {
    const { rules } = retiredPathRules(
      [redirect("about-us", "internal:/about"), redirect("jobs", `entity:node/${ALL_CAREERS_NID}`)],
      options,
    )
    expect(hostRulesFile({ root: rootRedirect("en"), retired: rules, notFound: localeNotFoundRules(["en-ca", "fr-ca"]) })).toBe(
      [
        "/  /en/  301!",
        `/en-ca/about-us  ${LEASING}/about  301!`,
        "/en-ca/jobs  /en-ca/careers/  301!",
        "/en-ca/*  /en-ca/404/  404",
        "/fr-ca/*  /fr-ca/404/  404",
        "",
      ].join("\n"),
    )
  })
})
