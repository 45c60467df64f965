import type { Browser, Page } from "playwright-core"
import { FIXED_IDS } from "../src/config/fixed-ids"
import { splitLocations } from "../src/domain/vacancy"
import { valueIn, type ContentStore, type Entity } from "../tools/content-server/content-store"
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

function careersPath(locale: string): string {
  const careers = content.ofType("node--route").find((node) => node.uuid === FIXED_IDS.allCareers)!
  return translationPage(careers, locale)!.path
}

/** The vacancies of a locale, newest first: what the listing shows. */
function vacancies(locale: string) {
  return content
    .ofType("node--vacancy")
    .filter((vacancy) => vacancy.languages.includes(locale) && vacancy.values.status !== false)
    .map((vacancy) => ({
      entity: vacancy,
      title: text(vacancy, "title", locale),
      country: text(vacancy, "field_job_country", locale),
      posted: String(vacancy.values.field_posted_date),
    }))
    .sort((a, b) => b.posted.localeCompare(a.posted))
}

const cardTitles = () =>
  page
    .locator(".vacancy-card__title")
    // The title's own text, without the hint an external link adds after it.
    .evaluateAll((titles) => titles.map((title) => (title.querySelector("a") ?? title).firstChild?.textContent ?? ""))

async function countIs(count: number) {
  await page
    .getByRole("status")
    .filter({ hasText: `Vacancies found: ${count}` })
    .waitFor()
}

describe("the careers listing", () => {
  it("has the first ten vacancies in the static HTML, newest first", async () => {
    const expected = vacancies("en")
      .slice(0, 10)
      .map((vacancy) => vacancy.title)
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false })
    page = await withoutScripts.newPage()
    await page.goto(url(careersPath("en")))
    expect(await cardTitles()).toEqual(expected)
    await withoutScripts.close()
  })

  it("pre-ticks the filters of the URL and shows only the matching vacancies", async () => {
    const inNetherlands = vacancies("en").filter((vacancy) => vacancy.country === "Netherlands")
    expect(inNetherlands.length).toBeGreaterThan(1)
    await gotoHydrated(page, `${careersPath("en")}?jobCountry=Netherlands`)
    await countIs(inNetherlands.length)
    expect(await cardTitles()).toEqual(inNetherlands.map((vacancy) => vacancy.title))
    await expect(page.getByRole("checkbox", { name: `Netherlands (${inNetherlands.length})` }).isChecked()).resolves.toBe(true)

    // A title of at least three characters narrows further, and the URL follows.
    await page.getByRole("searchbox", { name: "Job title" }).fill("mechanic")
    const mechanics = inNetherlands.filter((vacancy) => /mechanic/i.test(vacancy.title))
    await countIs(mechanics.length)
    expect(new URL(page.url()).search).toBe("?jobPostingTitle=mechanic&jobCountry=Netherlands")
    expect(await axeViolations(page)).toEqual([])
  })

  it("loads ten more, sorts by date both ways and says when nothing matches", async () => {
    const all = vacancies("en")
    expect(all.length).toBeGreaterThan(10)
    await gotoHydrated(page, careersPath("en"))
    await page.getByRole("button", { name: "Show more vacancies" }).click()
    expect(await cardTitles()).toEqual(all.map((vacancy) => vacancy.title))
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toContain(all[10].title)

    await page.getByRole("button", { name: "Sort by date: newest first" }).click()
    expect((await cardTitles())[0]).toBe(all[all.length - 1].title)
    expect(new URL(page.url()).search).toBe("?sort=asc")

    await page.getByRole("searchbox", { name: "Job title" }).fill("astronaut")
    await page.getByText("No vacancies match your search.").waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole("button", { name: "Clear all filters" }).last().click()
    await countIs(all.length)
  })

  it("collapses long filter groups to four values", async () => {
    await gotoHydrated(page, careersPath("en"))
    const countries = page.getByRole("group", { name: "Country" })
    await expect(countries.getByRole("checkbox").count()).resolves.toBe(4)
    await countries.getByRole("button", { name: /^Show all/ }).click()
    await expect(countries.getByRole("checkbox").count()).resolves.toBe(new Set(vacancies("en").map((vacancy) => vacancy.country)).size)
  })
})

describe("a vacancy page", () => {
  it("shows the job type, the locations as a list, apply buttons around the body and JobPosting data", async () => {
    const vacancy = content.getByKey("node--vacancy", "mechanic-belgium")!
    const locale = "fr-be"
    await page.goto(url(translationPage(vacancy, locale)!.path), { waitUntil: "networkidle" })
    await page.getByRole("heading", { level: 1, name: text(vacancy, "title", locale) }).waitFor()
    const locations = splitLocations(text(vacancy, "field_job_location", locale))
    await expect(page.locator(".vacancy__facts li").allTextContents()).resolves.toEqual(locations)
    await expect(page.locator(".vacancy__facts").textContent()).resolves.toContain(text(vacancy, "field_job_type", locale))
    const apply = page.getByRole("link", { name: "Postuler" })
    await expect(apply.count()).resolves.toBe(2)
    await expect(apply.first().getAttribute("href")).resolves.toBe(
      `/fr-be/postuler/?jobRequisitionId=${vacancy.values.field_requisition_id}`,
    )

    const postings = await page.$$eval('script[type="application/ld+json"]', (scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? "{}")).filter((data) => data["@type"] === "JobPosting"),
    )
    expect(postings).toHaveLength(1)
    expect(postings[0]).toMatchObject({
      title: text(vacancy, "title", locale),
      datePosted: String(vacancy.values.field_posted_date).slice(0, 10),
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization" },
      jobLocation: locations.map((locality) => ({ address: { addressLocality: locality, addressCountry: "BE" } })),
    })
    expect(postings[0].description).toContain("<h2>")
    expect(await axeViolations(page)).toEqual([])
  })
})
