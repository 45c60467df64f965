import type { Browser, Page } from "playwright-core"
import { FIXED_IDS } from "../src/config/fixed-ids"
import { NODE_TYPES } from "../src/drupal/model/nodes"
import { gotoHydrated, launchBrowser, url } from "./support/browser"
import { demoContent, pagesOfType, translationPage, type ExpectedPage } from "./support/content"
import { recordCspViolations } from "./support/csp"

let browser: Browser
let page: Page
let violations: () => Promise<string[]>

beforeAll(async () => {
  browser = await launchBrowser()
  page = await browser.newPage()
  violations = await recordCspViolations(page)
})

afterAll(async () => {
  await browser?.close()
})

/** The home page and one page of every page type of the demo content, in two locales. */
async function tour(): Promise<ExpectedPage[]> {
  const content = await demoContent()
  const home = content.get("node--route", FIXED_IDS.homepage)!
  return [translationPage(home, "en")!, translationPage(home, "nl")!, ...NODE_TYPES.flatMap((type) => pagesOfType(content, type, 2))]
}

/** What a visitor does on a page: wait for its code, scroll it through, focus the first field of a form. */
async function visit(path: string): Promise<void> {
  await gotoHydrated(page, path)
  await page.waitForLoadState("networkidle")
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  const field = page.locator("main form input:not([type=hidden]), main form select, main form textarea").first()
  if (await field.count()) await field.focus()
  await page.waitForLoadState("networkidle")
}

describe("the security headers", () => {
  it("come with every page: a hash-only script policy, never framed, HSTS, nosniff, referrer, permissions, opener", async () => {
    const response = await fetch(url("/en/"))
    const policy = response.headers.get("content-security-policy") ?? ""
    const scriptSrc = policy.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? ""
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/]+={0,2}'/)
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/)
    expect(policy).toContain("frame-ancestors 'none'")
    expect(response.headers.get("strict-transport-security")).toMatch(/preload/)
    expect(response.headers.get("x-content-type-options")).toBe("nosniff")
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin")
    expect(response.headers.get("permissions-policy")).toMatch(/geolocation=\(self\)/)
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin")
  })

  it("come with the locale 404 pages too", async () => {
    const response = await fetch(url("/en/no-such-page-at-all/"))
    expect(response.status).toBe(404)
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'")
  })

  it("are the functions' own: nosniff and no-store", async () => {
    const response = await fetch(url("/api/health"))
    expect(response.headers.get("x-content-type-options")).toBe("nosniff")
    expect(response.headers.get("cache-control")).toBe("no-store")
  })
})

describe("the site with its Content-Security-Policy enforced", () => {
  it("runs every page type without a violation", async () => {
    const pages = await tour()
    expect(pages.length).toBeGreaterThan(NODE_TYPES.length)
    const found: string[] = []
    for (const expected of pages) {
      await visit(expected.path)
      // React hydrated, so Gatsby's inline scripts ran: the hashes match.
      found.push(...(await violations()).map((violation) => `${expected.path}: ${violation}`))
    }
    expect(found).toEqual([])
  })

  it("refuses an inline script the build did not hash", async () => {
    await gotoHydrated(page, "/en/")
    const ran = await page.evaluate(async () => {
      const script = document.createElement("script")
      script.textContent = "window.__injected = true"
      document.body.append(script)
      await new Promise((resolve) => setTimeout(resolve, 100))
      return (window as unknown as { __injected?: boolean }).__injected === true
    })
    expect(ran).toBe(false)
    expect((await violations()).join("\n")).toMatch(/script-src/)
  })
})
