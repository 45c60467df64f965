import type { Page } from "playwright-core"
import { FIXED_IDS } from "../src/config/fixed-ids"
import { LOCALE_CODES } from "../src/config/locales"
import { axeViolations, gotoHydrated, url, useBrowserPage, waitForHydration } from "./support/browser"
import { demoContent, translationPage } from "./support/content"
import { openMenu, siteString } from "./support/shell"
import type { ContentStore, Entity } from "../tools/content-server/content-store"

/**
 * What a visitor sees, as the site was tried by a new user (issue 20, points 6-12): the city
 * autocomplete, where finder cards link to, the footer, the header at every width, location pages,
 * the search entry, the switcher's fallback and the 24/7 number.
 */

let page: Page
let content: ContentStore

useBrowserPage({ viewport: { width: 1280, height: 900 } }, (session) => ({ page } = session))

beforeAll(async () => {
  content = await demoContent()
})

function pageOf(type: string, uuidOrKey: string, locale: string): string {
  const node = (content.get(type, uuidOrKey) ?? content.getByKey(type, uuidOrKey)) as Entity
  const found = translationPage(node, locale)
  if (!found) throw new Error(`No ${type} ${uuidOrKey} in ${locale}`)
  return found.path
}

const locationsPage = (locale: string) => pageOf("node--route", FIXED_IDS.locationsPage, locale)

function strings(locale: string, namespace: string): Record<string, string> {
  return require(`../src/i18n/${locale}/${namespace}.json`) as Record<string, string>
}

describe("the city autocomplete", () => {
  it("suggests Den Haag under its Dutch name, and stays an autocomplete when a text has no results", async () => {
    await gotoHydrated(page, locationsPage("nl"))
    await waitForHydration(page, ".location-finder form")
    const city = page.getByRole("combobox", { name: strings("nl", "finder").city })
    await city.pressSequentially("Den Haag")
    await page.getByRole("option", { name: /^Den Haag, / }).waitFor()
    await city.fill("")
    await city.pressSequentially("Qqzzx")
    const answer = await page.waitForResponse(
      (response) => response.url().includes("/api/geocode/suggest") && response.url().includes("Qqzzx"),
    )
    expect(answer.status()).toBe(200)
    await expect(page.getByRole("combobox", { name: strings("nl", "finder").city }).count()).resolves.toBe(1)
  })

  it("answers a query with a space and one with no results with 200, never a 400 or 404", async () => {
    for (const query of ["q=Den+Haag&lang=nl-NL&country=nl", "q=Den%20Haag", "q=Qqzzx"]) {
      const response = await fetch(url(`/api/geocode/suggest?${query}`))
      expect([query, response.status]).toEqual([query, 200])
    }
  })
})

describe("finder cards", () => {
  const cardLink = (title: string) => page.locator(".location-finder .location-card__title a", { hasText: title })

  it("link to the same language in another region before English: Graz from /de/, Antwerpen from /nl/", async () => {
    await page.goto(url(`${locationsPage("de")}?country=at`))
    await expect(cardLink("Graz").first().getAttribute("href")).resolves.toBe(pageOf("node--location", "graz", "de-at"))
    await page.goto(url(`${locationsPage("nl")}?country=be`))
    await expect(cardLink("Antwerpen").first().getAttribute("href")).resolves.toBe(pageOf("node--location", "antwerpen", "nl-be"))
  })
})

/**
 * The header and the cards of every locale's home page (its longest strings: the contact label,
 * the carousel's titles) at a phone's, a small phone's, a tablet's and a laptop's width: nothing
 * wider than the window, no header control or logo squeezed, no card title cut off. The footer of
 * the first load has the cookie settings once (a page load per check would double the test's time).
 */
describe("every locale at every width", () => {
  const WIDTHS = [320, 390, 768, 1280]

  interface LayoutProblems {
    overflow: number
    logo: { width: number; height: number; naturalRatio: number } | null
    headerOutside: string[]
    cutTitles: string[]
  }

  function layoutProblems(target: Page): Promise<LayoutProblems> {
    return target.evaluate(() => {
      const logo = document.querySelector<HTMLImageElement>(".site-header__logo img")
      const inner = document.querySelector(".site-header__inner")!.getBoundingClientRect()
      const headerOutside = [...document.querySelectorAll(".site-header__inner > *")]
        .filter((child) => {
          const box = child.getBoundingClientRect()
          return box.left < inner.left - 1 || box.right > inner.right + 1
        })
        .map((child) => child.className)
      const cutTitles = [...document.querySelectorAll<HTMLElement>(".card__title, .location-card__title")]
        .filter((title) => title.offsetParent !== null)
        .filter((title) => {
          const box = title.getBoundingClientRect()
          const card = title.closest(".card, .location-card")?.getBoundingClientRect()
          const cutInside = title.scrollWidth > title.clientWidth + 1 || title.scrollHeight > title.clientHeight + 1
          const cutByCard = card ? box.bottom > card.bottom + 1 || box.right > card.right + 1 : false
          return cutInside || cutByCard
        })
        .map((title) => title.textContent ?? "")
      return {
        overflow: document.documentElement.scrollWidth - window.innerWidth,
        logo: logo
          ? {
              width: logo.getBoundingClientRect().width,
              height: logo.getBoundingClientRect().height,
              naturalRatio: logo.naturalWidth / logo.naturalHeight,
            }
          : null,
        headerOutside,
        cutTitles,
      }
    })
  }

  function cookieSettingsEntries(target: Page, locale: string): Promise<number> {
    const label = strings(locale, "consent").cookie_settings
    return target
      .locator("footer")
      .evaluate(
        (footer, cookieLabel) =>
          [...footer.querySelectorAll("a, button")].filter((element) =>
            element.textContent?.trim().toLowerCase().startsWith(cookieLabel.slice(0, 6).toLowerCase()),
          ).length,
        label,
      )
  }

  it.each(LOCALE_CODES)(
    "%s: the cookie settings once in the footer; at every width no overflow, the logo whole, no title cut off",
    async (locale) => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(url(`/${locale}/`))
        await page.waitForLoadState("load")
        if (width === WIDTHS[0]) expect(await cookieSettingsEntries(page, locale)).toBe(1)
        const problems = await layoutProblems(page)
        expect({ width, overflow: problems.overflow }).toEqual({ width, overflow: 0 })
        expect({ width, headerOutside: problems.headerOutside }).toEqual({ width, headerOutside: [] })
        expect({ width, cutTitles: problems.cutTitles }).toEqual({ width, cutTitles: [] })
        const logo = problems.logo!
        // Not squeezed: its own proportions, and at least 28 px tall (about 128 px wide).
        expect(Math.abs(logo.width / logo.height - logo.naturalRatio)).toBeLessThan(0.05)
        expect(logo.height).toBeGreaterThanOrEqual(27.5)
      }
    },
  )
})

const graz = () => pageOf("node--location", "graz", "de-at")

describe("a location page", () => {
  it("on a phone shows address, a tap-to-call phone, opening hours and directions in the first screen", async () => {
    await page.setViewportSize({ width: 390, height: 844 })
    await gotoHydrated(page, graz())
    const finder = strings("de-at", "finder")
    const essentials = [
      page.locator(".location-page__address"),
      page.locator(".location-page__call"),
      page.getByRole("heading", { name: strings("de-at", "common").opening_hours }),
      page.locator(".location-page__directions"),
    ]
    for (const element of essentials) {
      const box = await element.boundingBox()
      expect(box).not.toBeNull()
      expect(box!.y + box!.height).toBeLessThanOrEqual(844)
    }
    await expect(page.locator(".location-page__call").getAttribute("href")).resolves.toMatch(/^tel:\+43/)
    await expect(page.locator(".location-page__directions").textContent()).resolves.toContain(finder.plan_route)
    await expect(page.locator(".location-page__directions").getAttribute("href")).resolves.toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\/\/[^?]*$/,
    )
  })

  it("on a desktop uses the width, gives every nearby card an image, and has the Locations level in the breadcrumbs", async () => {
    await gotoHydrated(page, graz())
    const essentials = await page.locator(".location-page__essentials").boundingBox()
    const media = await page.locator(".location-page__media").boundingBox()
    // Side by side, together taking the container's width.
    expect(media!.x).toBeGreaterThan(essentials!.x + essentials!.width - 1)
    expect(media!.width).toBeGreaterThan(400)
    const cards = page.locator(".location-page__nearest .location-card")
    expect(await cards.count()).toBeGreaterThan(0)
    for (const card of await cards.all()) {
      await expect(card.locator(".location-card__image img, .location-card__placeholder").count()).resolves.toBe(1)
    }
    const crumbs = await page.locator("nav.breadcrumbs a").evaluateAll((links) => links.map((link) => link.getAttribute("href")))
    expect(crumbs).toContain(locationsPage("de-at"))
    expect(await axeViolations(page)).toEqual([])
  })
})

describe("the header and the menu", () => {
  it("has a search entry leading to the locale's search page", async () => {
    await gotoHydrated(page, "/fi/")
    const search = page.locator(".site-header__search")
    await expect(search.getAttribute("href")).resolves.toBe(pageOf("node--route", "search", "fi"))
    await expect(search.textContent()).resolves.toBe(strings("fi", "common").search)
    expect((await fetch(url((await search.getAttribute("href"))!))).status).toBe(200)
  })

  it("says which switcher links go to a home page because the page has no translation, and makes the 24/7 number callable", async () => {
    await gotoHydrated(page, graz())
    await openMenu(page)
    await page.locator(".nav-switcher__toggle").click()
    const note = strings("de-at", "common").switcher_home_only
    const french = page.locator(".switcher-link[hreflang='fr-FR']")
    await expect(french.getAttribute("href")).resolves.toBe("/fr/")
    const frenchNote = page.locator(`#${await french.getAttribute("aria-describedby")}`)
    await expect(frenchNote.textContent()).resolves.toBe(note)
    await expect(frenchNote.isVisible()).resolves.toBe(true)
    const english = page.locator(".switcher-link[hreflang='en']")
    await expect(english.getAttribute("aria-describedby")).resolves.toBeNull()
    // The info block's number, as the editors wrote it in the site settings, is a tel: link.
    const call = page.locator(".nav-info a.phone-link")
    const number = siteString(content, "info_text", "de-at").match(/\d[\d ]+\d/)![0]
    await expect(call.textContent()).resolves.toBe(number)
    await expect(call.getAttribute("href")).resolves.toBe(`tel:${number.replace(/ /g, "")}`)
  })
})
