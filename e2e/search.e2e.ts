import type { Page } from "playwright-core"
import { SEARCH_PAGE_SIZE } from "../src/config/search"
import { FIXED_IDS } from "../src/config/fixed-ids"
import { pagePath } from "../src/domain/routing"
import { valueIn, type ContentStore } from "../tools/content-server/content-store"
import { buildSearchIndex, search, type IndexItem } from "../tools/content-server/search-index"
import { axeViolations, gotoHydrated, useBrowserPage } from "./support/browser"
import { demoContent, translationPage } from "./support/content"

let page: Page
let content: ContentStore
let index: IndexItem[]

useBrowserPage({ viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" }, (session) => ({ page } = session))

beforeAll(async () => {
  content = await demoContent()
  index = buildSearchIndex(content)
})

function searchPage(locale: string): string {
  const node = content.getByKey("node--route", "search")
  const expected = node && translationPage(node, locale)
  if (!expected) throw new Error(`no ${locale} search page in the demo content`)
  return expected.path
}

/** What the index answers for a page of a keyword: the oracle of what the page must list. */
function expectedPage(locale: string, keyword: string, pageNumber: number) {
  const result = search(index, { keys: keyword, langcodes: [locale], offset: (pageNumber - 1) * SEARCH_PAGE_SIZE, limit: SEARCH_PAGE_SIZE })
  const paths = result.items.map((item) =>
    pagePath(
      item.langcode,
      String(valueIn(item.entity.values.path, item.langcode, item.entity.langcode)),
      item.entity.uuid === FIXED_IDS.homepage,
    ),
  )
  return { count: result.count, paths }
}

async function resultLinks(): Promise<string[]> {
  return page.locator(".search-result__title a").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))
}

async function expectAccessible() {
  expect(await axeViolations(page)).toEqual([])
}

describe("site search", () => {
  it("finds pages for a keyword typed into the form, best first, with links to them", async () => {
    const expected = expectedPage("nl", "koeltrailer", 1)
    expect(expected.count).toBeGreaterThan(0)
    await gotoHydrated(page, searchPage("nl"))
    const field = page.getByRole("searchbox", { name: "Zoekterm" })
    await field.fill("  KoelTrailer ")
    await page.getByRole("button", { name: "Zoeken" }).click()
    await page.getByRole("heading", { name: `Resultaten voor ‘koeltrailer’: ${expected.count}` }).waitFor()
    expect(new URL(page.url()).searchParams.get("keyword")).toBe("koeltrailer")
    expect(await resultLinks()).toEqual(expected.paths)
    await expectAccessible()

    await page.locator(".search-result__title a").first().click()
    await page.waitForURL((address) => address.pathname === expected.paths[0])
  })

  it("pages through many results with the page parameter", async () => {
    const first = expectedPage("en", "trailer", 1)
    const pages = Math.ceil(first.count / SEARCH_PAGE_SIZE)
    expect(pages).toBeGreaterThan(7)
    await gotoHydrated(page, `${searchPage("en")}?keyword=trailer`)
    await page.getByRole("heading", { name: `Results for “trailer”: ${first.count}` }).waitFor()
    expect(await resultLinks()).toEqual(first.paths)
    const pagination = page.getByRole("navigation", { name: "Search results pages" })
    const numbers = await pagination.locator(".pagination__page").allTextContents()
    expect(numbers).toEqual(["1", "2", "3", String(pages - 2), String(pages - 1), String(pages)])

    await pagination.getByRole("link", { name: "Page 2" }).click()
    const second = expectedPage("en", "trailer", 2)
    await page.waitForFunction((path) => document.querySelector(".search-result__title a")?.getAttribute("href") === path, second.paths[0])
    expect(new URL(page.url()).searchParams.get("page")).toBe("2")
    expect(await resultLinks()).toEqual(second.paths)
    await expect(page.getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).resolves.toBe("page")
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(`Results for “trailer”: ${first.count}`)
    await expectAccessible()
  })

  it("says when nothing is found", async () => {
    await gotoHydrated(page, `${searchPage("de")}?keyword=unterseeboot`)
    await page.getByRole("heading", { name: "Keine Ergebnisse für „unterseeboot“" }).waitFor()
    expect(await resultLinks()).toEqual([])
    await expectAccessible()
  })

  it("refuses a keyword without a word of three characters and keeps the form disabled", async () => {
    const requests: string[] = []
    page.on("request", (request) => requests.push(request.url()))
    await gotoHydrated(page, searchPage("en"))
    const field = page.getByRole("searchbox", { name: "Search term" })
    const button = page.getByRole("button", { name: "Search", exact: true })
    await field.fill("ab")
    await page.getByRole("alert").filter({ hasText: "Your search term needs a word of at least 3 characters." }).waitFor()
    await expect(button.isDisabled()).resolves.toBe(true)
    await expect(field.getAttribute("aria-invalid")).resolves.toBe("true")
    await field.press("Enter")
    expect(new URL(page.url()).searchParams.has("keyword")).toBe(false)
    await expectAccessible()
    await field.fill("abc")
    await expect(button.isDisabled()).resolves.toBe(false)

    await gotoHydrated(page, `${searchPage("en")}?keyword=a%20b`)
    await page.getByRole("main").getByRole("alert").waitFor()
    await expect(page.getByRole("searchbox").inputValue()).resolves.toBe("a b")
    expect(requests.some((request) => request.includes("/api/index/search"))).toBe(false)
  })
})
