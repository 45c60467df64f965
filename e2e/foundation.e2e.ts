import type { Browser, Page } from "playwright-core"
import { FIXED_IDS } from "../src/config/fixed-ids"
import { getLocale } from "../src/config/locales"
import { NODE_TYPES } from "../src/drupal/model/nodes"
import { axeViolations, launchBrowser, url } from "./support/browser"
import { demoContent, pagesOfType, translationPage, type ExpectedPage } from "./support/content"
import { introTitle } from "./support/shell"

let browser: Browser
let page: Page

beforeAll(async () => {
  browser = await launchBrowser()
  page = await browser.newPage()
})

afterAll(async () => {
  await browser?.close()
})

/** The page answers in its language with its title; its h1 is the title too, or `heading` (the homepage's intro). */
async function expectPage(expected: ExpectedPage, heading = expected.title): Promise<void> {
  const response = await page.goto(url(expected.path))
  expect(response?.status()).toBe(200)
  await expect(page.locator("h1").first().textContent()).resolves.toBe(heading)
  await expect(page.locator("html").getAttribute("lang")).resolves.toBe(getLocale(expected.locale).hreflang)
  await expect(page.title()).resolves.toContain(expected.title)
  expect(await axeViolations(page)).toEqual([])
}

describe("the site root", () => {
  it("sends / to the default locale with a host redirect", async () => {
    const response = await fetch(url("/"), { redirect: "manual" })
    expect(response.status).toBe(301)
    expect(new URL(response.headers.get("location") ?? "", url("/")).pathname).toBe("/en/")
    const landed = await page.goto(url("/"))
    expect(new URL(landed?.url() ?? "").pathname).toBe("/en/")
  })
})

describe("homepages", () => {
  it.each(["en", "nl", "de"])("serves the %s home in its language", async (locale) => {
    const home = (await demoContent()).get("node--route", FIXED_IDS.homepage)
    expect(home?.languages).toContain(locale)
    const expected = translationPage(home!, locale)
    expect(expected?.path).toBe(`/${locale}/`)
    await expectPage(expected!, introTitle(await demoContent(), locale))
  })
})

describe("page types", () => {
  it.each([...NODE_TYPES])("renders a %s page in three locales", async (nodeType) => {
    const pages = pagesOfType(await demoContent(), nodeType, 3)
    expect(pages).toHaveLength(3)
    for (const expected of pages) await expectPage(expected)
  })
})

describe("not found", () => {
  it("answers 404 with the locale's own page", async () => {
    const response = await page.goto(url("/nl/deze-pagina-bestaat-niet/"))
    expect(response?.status()).toBe(404)
    await expect(page.locator("h1").textContent()).resolves.toBe("Pagina niet gevonden")
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe("nl-NL")
    expect(await axeViolations(page)).toEqual([])
  })

  it("answers 404 in English outside any locale", async () => {
    const response = await page.goto(url("/no-such-place/"))
    expect(response?.status()).toBe(404)
    await expect(page.locator("h1").textContent()).resolves.toBe("Page not found")
  })
})

describe("functions", () => {
  it("serves /api/health through Netlify's function runtime", async () => {
    const response = await fetch(url("/api/health"))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: "ok" })
  })
})
