import { DomUtils, parseDocument } from "htmlparser2"

/**
 * Compares two builds of the site, one from the embedded content server and one from a real
 * Drupal, on what a visitor and a search engine get: the pages, and on each page its head (title,
 * description, canonical, hreflang, robots, language), its menus, links, images (which image, alt,
 * dimensions), visible text and structured data; the redirects; the sitemaps. Pure: it takes each
 * build as a map of file path -> text (tools/drupal/test-drupal.ts reads the folders).
 *
 * What two correct builds may differ in is left out by normalising, not by skipping: generated
 * asset paths (/static/{hash}/.../name.ext becomes /static/…/name.ext), and nothing else.
 */

const { findAll, getAttributeValue, textContent } = DomUtils
type AnyNode = ReturnType<typeof parseDocument>["children"][number]
type Element = ReturnType<typeof findAll>[number]

/** One build's output: path relative to the output folder ("nl-be/index.html") -> file text. */
export type BuildFiles = ReadonlyMap<string, string>

export interface Difference {
  /** The site path ("/nl-be/", "/_redirects"). */
  path: string
  /** What differs: "page", "title", "menus", "images", "json-ld", "redirects", ... */
  aspect: string
  /** From the content server's build; null when it has none. */
  contentServer: string | null
  /** From the Drupal build; null when it has none. */
  drupal: string | null
}

export interface CompareOptions {
  /** Every locale of the site (its first path segments); the default locale is unprefixed. */
  allLocales: readonly string[]
  defaultLocale: string
  /** The locales compared: pages of other locales are not (the two Drupals hold only these translations). */
  locales: readonly string[]
}

/** What is compared of one page, each aspect as a string (lists one item per line). */
export type PageFacts = Record<string, string>

const HASHED_ASSET = /\/static\/(?:[0-9a-f]{6,}\/)+(?:\d+x\d+\/)?/g

/** Generated asset paths name the same image differently in each build: keep the file name only. */
export function normaliseAssetUrls(text: string): string {
  return text.replace(HASHED_ASSET, "/static/…/")
}

function elements(nodes: AnyNode[], test: (element: Element) => boolean): Element[] {
  return findAll(test, nodes)
}

function squash(text: string): string {
  return text.replace(/\s+/g, " ").trim()
}

function attribute(element: Element, name: string): string {
  return normaliseAssetUrls(getAttributeValue(element, name) ?? "")
}

/** Sorted object keys, so that two equal JSON-LD documents print alike. */
function canonicalJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonicalJson)
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonicalJson((value as Record<string, unknown>)[key])]),
    )
  }
  return typeof value === "string" ? normaliseAssetUrls(value) : value
}

/** The visible text: script, style, template and noscript are not seen. */
function visibleText(nodes: AnyNode[]): string {
  const hidden = new Set(["script", "style", "template", "noscript"])
  const parts: string[] = []
  const walk = (list: AnyNode[]) => {
    for (const node of list) {
      if (DomUtils.isText(node)) parts.push(node.data)
      else if (DomUtils.isTag(node) && !hidden.has(node.name)) walk(node.children)
    }
  }
  walk(nodes)
  return squash(parts.join(" "))
}

/** The facts of one HTML page. */
export function pageFacts(html: string): PageFacts {
  const document = parseDocument(html)
  const all = document.children
  const named = (name: string) => elements(all, (element) => element.name === name)
  const meta = (key: string, value: string) =>
    named("meta")
      .filter((element) => getAttributeValue(element, key) === value)
      .map((element) => attribute(element, "content"))
      .join("\n")
  const links = (rel: string) => named("link").filter((element) => getAttributeValue(element, "rel") === rel)
  const body = named("body")
  const navs = elements(body, (element) => element.name === "nav")
  const anchor = (element: Element) => `${squash(textContent(element))} -> ${attribute(element, "href")}`
  return {
    lang: named("html")
      .map((element) => attribute(element, "lang"))
      .join(""),
    title: named("title")
      .map((element) => squash(textContent(element)))
      .join("\n"),
    description: meta("name", "description"),
    robots: meta("name", "robots"),
    "open graph": named("meta")
      .filter((element) => (getAttributeValue(element, "property") ?? "").startsWith("og:"))
      .map((element) => `${getAttributeValue(element, "property")} ${attribute(element, "content")}`)
      .join("\n"),
    canonical: links("canonical")
      .map((element) => attribute(element, "href"))
      .join("\n"),
    hreflang: links("alternate")
      .filter((element) => getAttributeValue(element, "hreflang"))
      .map((element) => `${getAttributeValue(element, "hreflang")} ${attribute(element, "href")}`)
      .sort()
      .join("\n"),
    "json-ld": named("script")
      .filter((element) => getAttributeValue(element, "type") === "application/ld+json")
      .map((element) => JSON.stringify(canonicalJson(JSON.parse(textContent(element)))))
      .join("\n"),
    menus: navs
      .map((nav) =>
        [
          `[${getAttributeValue(nav, "aria-label") ?? "nav"}]`,
          ...elements(nav.children, (element) => element.name === "a").map(anchor),
        ].join("\n"),
      )
      .join("\n"),
    links: elements(body, (element) => element.name === "a")
      .map(anchor)
      .join("\n"),
    images: elements(body, (element) => element.name === "img")
      .map(
        (image) =>
          `${attribute(image, "src")} alt="${getAttributeValue(image, "alt") ?? "(none)"}" ${attribute(image, "width")}x${attribute(image, "height")}`,
      )
      .join("\n"),
    text: visibleText(body),
  }
}

/** The rules of a _redirects file, one per line, with runs of spaces made one (comments and blank lines dropped). */
export function redirectRules(text: string): string {
  return text
    .split("\n")
    .map(squash)
    .filter((line) => line !== "" && !line.startsWith("#"))
    .join("\n")
}

/** A sitemap's entries: each <url>'s loc, lastmod and alternates, one line each, in order. */
export function sitemapEntries(xml: string): string {
  const document = parseDocument(xml, { xmlMode: true })
  return elements(document.children, (element) => element.name === "url" || element.name === "sitemap")
    .map((entry) => {
      const child = (name: string) =>
        elements(entry.children, (element) => element.name === name).map((element) => squash(textContent(element)))
      const alternates = elements(entry.children, (element) => element.name === "xhtml:link")
        .map((element) => `${getAttributeValue(element, "hreflang")}=${getAttributeValue(element, "href")}`)
        .sort()
      return [child("loc").join(" "), ...child("lastmod").map((lastmod) => `lastmod ${lastmod}`), ...alternates].join(" ")
    })
    .join("\n")
}

/** The site path of an output file: "nl-be/index.html" -> "/nl-be/", "_redirects" -> "/_redirects". */
export function sitePath(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, "$1")}`
}

/** The locale a site path belongs to: its first segment if that is a locale, else the default locale. */
export function localeOfPath(sitePathName: string, options: Pick<CompareOptions, "allLocales" | "defaultLocale">): string {
  const first = sitePathName.split("/")[1] ?? ""
  return options.allLocales.includes(first) ? first : options.defaultLocale
}

type FileKind = "page" | "redirects" | "sitemap"

function kindOf(file: string): FileKind | null {
  if (file === "_redirects") return "redirects"
  if (file.endsWith(".html")) return "page"
  if (/sitemap[^/]*\.xml$/.test(file)) return "sitemap"
  return null
}

/** Two texts' first differing line, with a line of context, so a long page's difference stays readable. */
function firstDifference(a: string, b: string): { contentServer: string; drupal: string } {
  const left = a.split("\n")
  const right = b.split("\n")
  let index = 0
  while (index < left.length && index < right.length && left[index] === right[index]) index += 1
  const around = (lines: string[]) => (index < lines.length ? lines[index] : "(no more lines)")
  if (left.length === 1 && right.length === 1) {
    // One long line (the visible text): show where it starts to differ.
    let at = 0
    while (at < a.length && a[at] === b[at]) at += 1
    const from = Math.max(0, at - 40)
    const excerpt = (text: string) => `${from > 0 ? "…" : ""}${text.slice(from, at + 80)}${at + 80 < text.length ? "…" : ""}`
    return { contentServer: excerpt(a), drupal: excerpt(b) }
  }
  return { contentServer: `line ${index + 1}: ${around(left)}`, drupal: `line ${index + 1}: ${around(right)}` }
}

function factsOf(kind: FileKind, text: string): PageFacts {
  if (kind === "redirects") return { redirects: redirectRules(text) }
  if (kind === "sitemap") return { sitemap: sitemapEntries(text) }
  return pageFacts(text)
}

/**
 * The differences between the content server's build and the Drupal build, by path: a page or
 * file that only one has, and for files both have each aspect that differs. Pages of locales not
 * compared are left out; _redirects and the sitemaps are compared whole.
 */
export function compareBuilds(contentServer: BuildFiles, drupal: BuildFiles, options: CompareOptions): Difference[] {
  const compared = (file: string) => {
    const kind = kindOf(file)
    if (kind === null) return false
    return kind !== "page" || options.locales.includes(localeOfPath(sitePath(file), options))
  }
  const files = [...new Set([...contentServer.keys(), ...drupal.keys()])].filter(compared).sort()
  const differences: Difference[] = []
  for (const file of files) {
    const path = sitePath(file)
    const left = contentServer.get(file)
    const right = drupal.get(file)
    if (left === undefined || right === undefined) {
      differences.push({
        path,
        aspect: "file",
        contentServer: left === undefined ? null : "built",
        drupal: right === undefined ? null : "built",
      })
      continue
    }
    const kind = kindOf(file) as FileKind
    const leftFacts = factsOf(kind, left)
    const rightFacts = factsOf(kind, right)
    for (const aspect of Object.keys(leftFacts)) {
      if (leftFacts[aspect] === rightFacts[aspect]) continue
      differences.push({ path, aspect, ...firstDifference(leftFacts[aspect], rightFacts[aspect]) })
    }
  }
  return differences
}

/** One line per difference, for the report. */
export function describeDifference(difference: Difference): string {
  const side = (value: string | null) => (value === null ? "(missing)" : value)
  return `${difference.path} ${difference.aspect}:\n    content server: ${side(difference.contentServer)}\n    Drupal:         ${side(difference.drupal)}`
}
