import type { Browser, Page } from "playwright-core"
import { valueIn, type ContentStore, type Entity, type EntityRef } from "../tools/content-server/content-store"
import { axeViolations, gotoHydrated, url, useBrowserPage } from "./support/browser"
import { demoContent, translationPage } from "./support/content"

let browser: Browser
let page: Page
let content: ContentStore

useBrowserPage({ viewport: { width: 1440, height: 900 }, reducedMotion: "reduce" }, (session) => ({ browser, page } = session))

beforeAll(async () => {
  content = await demoContent()
})

const text = (entity: Entity, field: string, locale: string) => String(valueIn(entity.values[field], locale, entity.langcode))

function node(type: string, key: string): Entity {
  const entity = content.getByKey(type, key)
  if (!entity) throw new Error(`no ${type}:${key} in the demo content`)
  return entity
}

function pathOf(entity: Entity, locale: string): string {
  const expected = translationPage(entity, locale)
  if (!expected) throw new Error(`${entity.type}:${entity.key} has no ${locale} page`)
  return expected.path
}

/** The paragraphs of a type on a node, in order. */
function paragraphsOf(host: Entity, type: string): Entity[] {
  return (host.values.field_components as EntityRef[]).filter((ref) => ref.type === type).map((ref) => content.get(ref.type, ref.uuid)!)
}

function items(paragraph: Entity, field: string): Entity[] {
  return (paragraph.values[field] as EntityRef[]).map((ref) => content.get(ref.type, ref.uuid)!)
}

/** The knowledge articles in a locale, newest first: what the knowledge list shows. */
function knowledgeArticles(locale: string) {
  return content
    .ofType("node--knowledge")
    .filter((article) => article.languages.includes(locale) && article.values.status !== false)
    .map((article) => {
      const category = content.get("taxonomy_term--knowledge_category", (article.values.field_category as EntityRef).uuid)!
      return { title: text(article, "title", locale), posted: String(article.values.field_posted_date), category }
    })
    .sort((a, b) => b.posted.localeCompare(a.posted))
}

async function cardTitles(section: string) {
  return page.locator(`${section} .card__title`).allTextContents()
}

/** Waits until the list's first card has the title: the page is live and has applied the URL's parameters. */
async function firstCardIs(section: string, title: string) {
  await page.waitForFunction(
    ([selector, expected]) => document.querySelector(selector)?.textContent === expected,
    [`${section} .card__title`, title],
  )
}

async function expectAccessible() {
  expect(await axeViolations(page)).toEqual([])
}

describe("card lists", () => {
  it("loads limit more cards on each press of load more, and moves focus to the first new card", async () => {
    const home = node("node--route", "home")
    const [services] = paragraphsOf(home, "paragraph--card")
    const cards = items(services, "field_cards").map((card) => text(card, "field_title", "en").replace(":electric:", "").trim())
    const limit = services.values.field_limit as number
    await gotoHydrated(page, pathOf(home, "en"))
    const section = `section:has(h2:text("${text(services, "field_title", "en")}"))`

    expect(await cardTitles(section)).toEqual(cards.slice(0, limit))
    const label = (valueIn(services.values.field_strings, "en", services.langcode) as Record<string, string>).load_more
    const button = page.getByRole("button", { name: label })
    await button.click()
    expect(await cardTitles(section)).toEqual(cards.slice(0, limit * 2))
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toContain(cards[limit])
    await expect(page.getByRole("status").first().textContent()).resolves.toBe(`Showing ${limit * 2} of ${cards.length}`)
    await button.click()
    expect(await cardTitles(section)).toEqual(cards.slice(0, limit * 3))
    await expectAccessible()
  })
})

describe("the knowledge list", () => {
  const knowledgePage = () => pathOf(node("node--route", "knowledge"), "en")
  const list = "section.block--knowledge"

  it("has the first page in the static HTML, newest first", async () => {
    const articles = knowledgeArticles("en")
    const limit = paragraphsOf(node("node--route", "knowledge"), "paragraph--knowledge")[0].values.field_limit as number
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false })
    page = await withoutScripts.newPage()
    await page.goto(url(`${knowledgePage()}?page=2`))
    expect(await cardTitles(list)).toEqual(articles.slice(0, limit).map((article) => article.title))
    await withoutScripts.close()
  })

  it("pages by ?page={n}, reloading the page", async () => {
    const articles = knowledgeArticles("en")
    const limit = paragraphsOf(node("node--route", "knowledge"), "paragraph--knowledge")[0].values.field_limit as number
    await gotoHydrated(page, knowledgePage())
    expect(await cardTitles(list)).toEqual(articles.slice(0, limit).map((article) => article.title))

    const navigation = page.waitForEvent("load")
    await page
      .getByRole("navigation", { name: "Pagination" })
      .getByRole("link", { name: /Next page/ })
      .click()
    await navigation
    expect(new URL(page.url()).searchParams.get("page")).toBe("2")
    await firstCardIs(list, articles[limit].title)
    expect(await cardTitles(list)).toEqual(articles.slice(limit, limit * 2).map((article) => article.title))
    await expect(page.getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).resolves.toBe("page")
    await expectAccessible()
  })

  it("filters by ?category={id}", async () => {
    const articles = knowledgeArticles("en")
    const maintenance = articles.find((article) => text(article.category, "name", "en") === "Maintenance")!.category
    await gotoHydrated(page, knowledgePage())
    const navigation = page.waitForEvent("load")
    await page.getByRole("navigation", { name: "Filter by category" }).getByRole("link", { name: "Maintenance" }).click()
    await navigation
    expect(new URL(page.url()).searchParams.get("category")).toBe(String(maintenance.internalId))
    const expected = articles.filter((article) => article.category.uuid === maintenance.uuid).map((article) => article.title)
    await firstCardIs(list, expected[0])
    expect(await cardTitles(list)).toEqual(expected)
    await expect(page.getByRole("link", { name: "Maintenance", exact: true }).getAttribute("aria-current")).resolves.toBe("true")
    await expectAccessible()
  })
})

describe("the carousel", () => {
  const home = () => pathOf(node("node--route", "home"), "en")
  const carouselParagraph = () => paragraphsOf(node("node--route", "home"), "paragraph--carousel")[0]

  async function openAt(width: number) {
    const requests: string[] = []
    page.on("request", (request) => requests.push(request.url()))
    await page.setViewportSize({ width, height: 900 })
    await page.goto(url(home()), { waitUntil: "networkidle" })
    return requests
  }

  it("shows 4 slides with labelled controls and dots at 1440px; slides out of view take no focus", async () => {
    const requests = await openAt(1440)
    const carousel = page.getByRole("group", { name: text(carouselParagraph(), "field_title", "en") })
    await carousel.waitFor()
    expect(requests.some((request) => /\/carousel-[0-9a-f]+\.js$/.test(request))).toBe(true)
    await expect(page.locator(".slick-slide.slick-active").count()).resolves.toBe(4)
    for (const name of ["Previous slide", "Next slide", "Play the carousel"]) await carousel.getByRole("button", { name }).waitFor()
    await carousel.getByRole("button", { name: "Show slide 1" }).waitFor()

    const hiddenLink = page.locator('.slick-slide[aria-hidden="true"] a').first()
    await hiddenLink.evaluate((link: HTMLElement) => link.focus())
    await expect(hiddenLink.evaluate((link) => document.activeElement === link)).resolves.toBe(false)

    await carousel.getByRole("button", { name: "Next slide" }).click()
    // The slide moves with a transition: wait for it to settle rather than read it mid-way.
    await page.waitForFunction(() => document.querySelector(".slick-slide.slick-active")?.getAttribute("data-index") === "1")
    await expectAccessible()
  })

  it("shows 2 slides at 1000px (a card carousel)", async () => {
    await openAt(1000)
    await page.getByRole("group", { name: text(carouselParagraph(), "field_title", "en") }).waitFor()
    await expect(page.locator(".slick-slide.slick-active").count()).resolves.toBe(2)
    await expectAccessible()
  })

  it("is a plain list below 767px and does not load react-slick", async () => {
    const requests = await openAt(600)
    const cards = items(carouselParagraph(), "field_cards")
    await expect(page.locator("section.block--carousel .carousel-list__item").count()).resolves.toBe(cards.length)
    await expect(page.locator(".slick-slider").count()).resolves.toBe(0)
    expect(requests.some((request) => /\/carousel-[0-9a-f]+\.js$/.test(request))).toBe(false)
    await expectAccessible()
  })

  it("is not loaded on pages without a carousel", async () => {
    const requests: string[] = []
    page.on("request", (request) => requests.push(request.url()))
    await page.goto(url(pathOf(node("node--route", "about-us"), "en")), { waitUntil: "networkidle" })
    expect(requests.some((request) => /\/carousel-[0-9a-f]+\.js$/.test(request))).toBe(false)
    expect(await page.evaluate(() => document.getElementById("slick-styles"))).toBeNull()
  })
})

describe("FAQ blocks", () => {
  it.each(["en", "de"])("describe their questions as FAQPage structured data that parses (%s)", async (locale) => {
    const rental = node("node--route", "rental")
    const [faq] = paragraphsOf(rental, "paragraph--faq")
    const questions = items(faq, "field_items").map((item) => text(item, "field_title", locale))
    await gotoHydrated(page, pathOf(rental, locale))
    const data = await page.locator('script[type="application/ld+json"]').allTextContents()
    const faqPages = data.map((json) => JSON.parse(json)).filter((entry) => entry["@type"] === "FAQPage")
    expect(faqPages).toHaveLength(1)
    expect(faqPages[0]["@context"]).toBe("https://schema.org")
    expect(faqPages[0].mainEntity.map((entry: { name: string }) => entry.name)).toEqual(questions)
    for (const entry of faqPages[0].mainEntity) {
      expect(entry["@type"]).toBe("Question")
      expect(entry.acceptedAnswer["@type"]).toBe("Answer")
      expect(entry.acceptedAnswer.text.length).toBeGreaterThan(0)
    }
    await page.getByRole("button", { name: questions[0] }).click()
    await expect(page.getByRole("region", { name: questions[0] }).isVisible()).resolves.toBe(true)
    await expectAccessible()
  })
})
