import type { Page } from "playwright-core"
import type { ContentStore } from "../tools/content-server/content-store"
import { axeViolations, gotoHydrated, url, useBrowserPage } from "./support/browser"
import { demoContent } from "./support/content"
import { MENU_TOGGLE, nodePage } from "./support/shell"

/**
 * Islands (src/islands): parts of a page whose code is a chunk of its own. What needs no script keeps
 * the server's HTML and loads nothing; what does loads its chunk with the page or at the first
 * interaction; a client-side visit renders everything with its chunks.
 */

let page: Page
let content: ContentStore
/** The chunks (by name, without hash) the page has asked for. */
let chunks: string[]

useBrowserPage({ viewport: { width: 1280, height: 900 } }, (session) => {
  page = session.page
  chunks = []
  page.on("request", (request) => {
    if (request.resourceType() === "script")
      chunks.push(new URL(request.url()).pathname.replace(/^\//, "").replace(/-[0-9a-f]{20}\.js$/, ""))
  })
})

beforeAll(async () => {
  content = await demoContent()
})

function pathOf(type: string, key: string, locale: string): string {
  const expected = nodePage(content, type, key, locale)
  if (!expected) throw new Error(`${type}:${key} has no ${locale} page`)
  return expected.path
}

/** The route page with text, cards, an accordion, a FAQ and a banner. */
const maintenance = () => pathOf("node--route", "maintenance-services", "de")

/** The names of the page's islands, with how they hydrate ("-" where they keep the server's HTML). */
function islands() {
  return page.$$eval(".island", (elements) =>
    elements.map((element) => [element.getAttribute("data-island"), element.getAttribute("data-hydrate") ?? "-"]),
  )
}

/** Marks the window: a marker still there after a click means the visit was client-side. */
const markWindow = () => page.evaluate(() => Object.assign(window, { __sameWindow: true }))
const sameWindow = () => page.evaluate(() => (window as unknown as { __sameWindow?: boolean }).__sameWindow === true)

/** What Gatsby's Link does on a click: a client-side visit. */
const visitInApp = (path: string) =>
  page.evaluate((to) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(to), path)

/** Holds back the chunk of that name until the returned function releases it. */
async function holdChunk(name: string): Promise<() => void> {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(new RegExp(`/${name}-[0-9a-f]+\\.js$`), async (route) => {
    await held
    await route.continue()
  })
  return release
}

describe("on a page's first view", () => {
  it("keeps the server's HTML of blocks that need no script and loads none of their code, and preloads the code of those that do", async () => {
    await gotoHydrated(page, maintenance())
    const found = await islands()
    expect(found).toEqual(
      expect.arrayContaining([
        ["block-text", "-"],
        ["block-banner", "-"],
        ["block-accordion", "load"],
        ["block-faq", "load"],
      ]),
    )
    expect(chunks).not.toContain("block-text")
    expect(chunks).not.toContain("block-banner")
    for (const [name, hydrate] of found) {
      if (hydrate === "load") expect(await page.locator(`link[rel=preload][as=script][href^="/${name}-"]`).count()).toBe(1)
    }
    // The text block is there, links included, as the server wrote it.
    const text = page.locator(".island[data-island='block-text']")
    expect((await text.innerText()).length).toBeGreaterThan(20)
    expect(await axeViolations(page)).toEqual([])
  })

  it("hydrates the blocks that need their script: an accordion panel opens", async () => {
    await gotoHydrated(page, maintenance())
    const accordion = page.locator(".island[data-island='block-accordion']")
    const trigger = accordion.locator("button[aria-expanded]").first()
    await page.waitForFunction(
      (element) => Object.keys(element ?? {}).some((key) => key.startsWith("__react")),
      await trigger.elementHandle(),
    )
    const expanded = await trigger.getAttribute("aria-expanded")
    await trigger.click()
    expect(await trigger.getAttribute("aria-expanded")).toBe(expanded === "true" ? "false" : "true")
  })

  it("navigates in the app from a link in a block that keeps the server's HTML", async () => {
    await gotoHydrated(page, maintenance())
    await markWindow()
    const link = page.locator(".island[data-island='block-banner'] a[href^='/']").first()
    const href = await link.getAttribute("href")
    await link.click()
    await page.waitForURL(url(href!))
    await page.locator("h1").waitFor()
    expect(await sameWindow()).toBe(true)
  })

  it("loads the menu's code when the visitor goes for the menu, then opens it", async () => {
    await gotoHydrated(page, maintenance())
    expect(chunks).not.toContain("navigation")
    await page.locator(MENU_TOGGLE).click()
    await page.locator("#site-navigation.is-shown").waitFor()
    expect(chunks).toContain("navigation")
    await page.waitForFunction(() => document.activeElement?.classList.contains("nav-panel__close"))
  })

  it("loads the newsletter's code at the first interaction and keeps what was typed before", async () => {
    await gotoHydrated(page, maintenance())
    expect(chunks).not.toContain("newsletter")
    const input = page.locator(".newsletter input[type=email]")
    await input.focus()
    await page.keyboard.type("jan@firma")
    await page.waitForFunction(() =>
      performance.getEntriesByType("resource").some((entry) => /\/newsletter-[0-9a-f]+\.js$/.test(entry.name)),
    )
    // The chunk is there; React hydrates the island a moment later (the form says so).
    await page.locator("form.newsletter[data-ready]").waitFor()
    await page.keyboard.press("Tab")
    // Hydrated, with what was typed: the address is reported invalid, and the field kept it.
    await page.locator(".newsletter__error").waitFor()
    expect(await input.inputValue()).toBe("jan@firma")
  })

  it("answers a sign-up sent before its code is there, once the code has arrived, without reloading the page", async () => {
    const releaseChunk = await holdChunk("newsletter")
    const address = url(maintenance())
    await gotoHydrated(page, maintenance())
    await markWindow()
    const input = page.locator(".newsletter input[type=email]")
    await input.focus()
    await page.keyboard.type("jan@firma")
    await page.keyboard.press("Enter")
    // The browser's own submit would have reloaded the page with the address in its URL.
    expect(page.url()).toBe(address)
    expect(await sameWindow()).toBe(true)
    expect(await page.locator("form.newsletter[data-ready]").count()).toBe(0)
    releaseChunk()
    // The form takes over and makes the held submit: the address is refused, and the field kept it.
    await page.locator(".newsletter__error").waitFor()
    expect(await input.inputValue()).toBe("jan@firma")
    expect(page.url()).toBe(address)
  })
})

describe("a client-side visit", () => {
  it("renders every block as the page's own HTML has it", async () => {
    const target = maintenance()
    await gotoHydrated(page, target)
    const fresh = await page.locator("main").innerText()
    await gotoHydrated(page, pathOf("node--route", "home", "de"))
    await markWindow()
    await visitInApp(target)
    await page.waitForURL(url(target))
    // The blocks' chunks arrive after the page has rendered: each block then appears.
    await page.waitForFunction((expected) => (document.querySelector("main") as HTMLElement | null)?.innerText === expected, fresh)
    expect(await sameWindow()).toBe(true)
    expect(await axeViolations(page)).toEqual([])
  })

  it("keeps a title while the new page's head waits for its code, then has the new page's", async () => {
    const target = maintenance()
    await gotoHydrated(page, target)
    const title = await page.title()
    // A fresh view whose heads' code does not arrive until the visit has rendered.
    const releaseChunk = await holdChunk("head")
    await gotoHydrated(page, pathOf("node--route", "home", "de"))
    const before = await page.title()
    await visitInApp(target)
    await page.waitForURL(url(target))
    await page.locator("main h1").waitFor()
    expect(await page.title()).toBe(before)
    expect(before).not.toBe("")
    releaseChunk()
    await page.waitForFunction((expected) => document.title === expected, title)
    expect(await page.locator("title").count()).toBe(1)
  })
})
