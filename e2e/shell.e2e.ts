import type { Browser, Page } from "playwright-core"
import { getLocale } from "../src/config/locales"
import { MENU_ANIMATION_MS } from "../src/config/layout"
import { axeViolations, gotoHydrated, url, useBrowserPage } from "./support/browser"
import { demoContent } from "./support/content"
import { strings } from "./support/forms"
import { countryName, introTitle, MENU_TOGGLE, nodePage, openMenu, siteString } from "./support/shell"

let browser: Browser
let page: Page

useBrowserPage({ viewport: { width: 1280, height: 900 } }, (session) => ({ browser, page } = session))

/** Checks the page with axe once its animations (a submenu sliding in) have finished. */
async function expectNoAxeViolations(target: Page = page): Promise<void> {
  await target.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"))
  expect(await axeViolations(target)).toEqual([])
}

/** Loads a page, waits until it is hydrated and checks it with axe: every page the tests visit passes. */
async function visit(path: string, target: Page = page): Promise<void> {
  const response = await gotoHydrated(target, path)
  expect(response?.status()).toBe(200)
  await expectNoAxeViolations(target)
}

const focusedName = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "")

describe("the slide-in navigation", () => {
  it("opens as a modal dialog, drills into a submenu and back, and closes with Escape", async () => {
    const content = await demoContent()
    await visit("/en/")
    const toggle = page.locator(MENU_TOGGLE)
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false")
    await openMenu(page)
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("true")
    await expect(page.getByRole("dialog").isVisible()).resolves.toBe(true)
    await expect(focusedName()).resolves.toBe(siteString(content, "close", "en"))
    await expect(page.locator("main").getAttribute("inert")).resolves.toBe("")
    await expectNoAxeViolations()

    // An open submenu's own button is hidden; follow it by the submenu it controls.
    const trigger = async (name: string) =>
      page.locator(`[aria-controls="${await page.getByRole("button", { name, exact: true }).getAttribute("aria-controls")}"]`)
    const services = await trigger("Services")
    await services.click()
    await expect(services.getAttribute("aria-expanded")).resolves.toBe("true")
    await expect(focusedName()).resolves.toBe(siteString(content, "back", "en"))
    // The nested submenu (three levels deep) has its own back button too.
    const tools = await trigger("Customer tools")
    await tools.click()
    await expect(tools.getAttribute("aria-expanded")).resolves.toBe("true")
    await expect(page.getByRole("link", { name: "Find a location" }).first().isVisible()).resolves.toBe(true)
    await expect(services.isVisible()).resolves.toBe(false)
    await expectNoAxeViolations()
    await page.keyboard.press("Enter") // the focused back button of "Customer tools"
    await expect(tools.getAttribute("aria-expanded")).resolves.toBe("false")
    await expect(page.evaluate(() => document.activeElement?.getAttribute("aria-expanded"))).resolves.toBe("false")
    await page.getByRole("button", { name: siteString(content, "back", "en") }).click()
    await expect(services.getAttribute("aria-expanded")).resolves.toBe("false")
    await expect(services.isVisible()).resolves.toBe(true)

    await page.keyboard.press("Escape")
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false")
    await expect(page.evaluate(() => document.activeElement?.getAttribute("aria-controls"))).resolves.toBe("site-navigation")
    await page.waitForTimeout(MENU_ANIMATION_MS + 100)
    await expect(page.getByRole("dialog").isVisible()).resolves.toBe(false)
    await expect(page.locator("main").getAttribute("inert")).resolves.toBeNull()
  })

  it("keeps focus inside the open menu", async () => {
    await visit("/en/about-us/")
    await openMenu(page)
    const inPanel = () => page.evaluate(() => document.getElementById("site-navigation")?.contains(document.activeElement) ?? false)
    await page.keyboard.press("Shift+Tab")
    await expect(inPanel()).resolves.toBe(true)
    for (let step = 0; step < 30; step += 1) {
      await page.keyboard.press("Tab")
      await expect(inPanel()).resolves.toBe(true)
    }
  })

  it("locks page scrolling while open", async () => {
    await visit("/en/about-us/")
    await page.mouse.wheel(0, 300)
    await page.waitForFunction(() => window.scrollY > 0)
    const before = await page.evaluate(() => window.scrollY)
    await openMenu(page)
    await expect(page.evaluate(() => getComputedStyle(document.documentElement).overflow)).resolves.toBe("hidden")
    await page.mouse.move(1000, 500)
    await page.mouse.wheel(0, 600)
    await page.waitForTimeout(300)
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(before)
    await page.keyboard.press("Escape")
    await expect(page.evaluate(() => getComputedStyle(document.documentElement).overflow)).resolves.toBe("visible")
  })
})

describe("the language and country switcher", () => {
  async function switchTo(fromPath: string, locale: string): Promise<void> {
    const content = await demoContent()
    await visit(fromPath)
    await openMenu(page)
    await page.locator(".nav-switcher__toggle").click()
    await expectNoAxeViolations()
    const name = `${countryName(content, locale, "en")}: ${getLocale(locale).nativeName}`
    await page.getByRole("link", { name, exact: true }).click()
  }

  it("goes to the same page's translation, and the menu closes", async () => {
    const content = await demoContent()
    const from = nodePage(content, "node--route", "e-reefer", "en")
    const to = nodePage(content, "node--route", "e-reefer", "nl")
    await switchTo(from!.path, "nl")
    await page.waitForURL(url(to!.path))
    // Gatsby changes the URL first and renders the new page a moment later.
    await page.waitForFunction((title) => document.querySelector("h1")?.textContent === title, to!.title)
    // Gatsby applies the new page's Head just after the navigation.
    await page.waitForFunction(() => document.documentElement.lang === "nl-NL")
    await expect(page.locator(MENU_TOGGLE).getAttribute("aria-expanded")).resolves.toBe("false")
    await expectNoAxeViolations()
  })

  it("goes to the locale's home where the page has no translation", async () => {
    const content = await demoContent()
    expect(nodePage(content, "node--route", "e-reefer", "da")).toBeNull()
    await switchTo(nodePage(content, "node--route", "e-reefer", "en")!.path, "da")
    await page.waitForURL(url("/da/"))
    await page.waitForFunction((title) => document.querySelector("h1")?.textContent === title, introTitle(content, "da"))
    await expectNoAxeViolations()
  })
})

describe("the header", () => {
  it.each(["de-ch", "fr-ch"])("shows the Swiss logo for %s", async (locale) => {
    await visit(`/${locale}/`)
    await expect(page.locator(".site-header__logo img").getAttribute("src")).resolves.toMatch(/logo-swiss/)
  })

  it("shows the usual logo elsewhere, linking to the locale's home, and the contact button", async () => {
    await visit("/de/karriere/")
    await expect(page.locator(".site-header__logo img").getAttribute("src")).resolves.not.toMatch(/logo-swiss/)
    await expect(page.locator(".site-header__logo").getAttribute("href")).resolves.toBe("/de/")
    await expect(page.getByRole("link", { name: "Kontakt aufnehmen" }).first().getAttribute("href")).resolves.toMatch(/^\/de\//)
  })

  it("makes the menu toggle a history back button on form pages", async () => {
    const content = await demoContent()
    const form = nodePage(content, "node--form", "contact", "en")
    await visit("/en/about-us/")
    await visit(form!.path)
    await expect(page.locator(MENU_TOGGLE).count()).resolves.toBe(0)
    await page.getByRole("button", { name: siteString(content, "back", "en") }).click()
    await page.waitForURL(url("/en/about-us/"))
  })
})

describe("the footer", () => {
  it("has the legal-notice link for de only", async () => {
    const content = await demoContent()
    const legalNotice = nodePage(content, "node--page", "legal-notice", "de")
    await visit("/de/")
    const link = page.locator("footer").getByRole("link", { name: "Impressum" })
    await expect(link.getAttribute("href")).resolves.toBe(legalNotice!.path)
    await visit("/de-at/")
    await expect(page.locator("footer .site-footer__legal-notice").count()).resolves.toBe(0)
  })

  it("shows the registration information on the en-gb homepage only", async () => {
    await visit("/en-gb/")
    await expect(
      page
        .locator("footer")
        .getByText(/company number 08431276/)
        .isVisible(),
    ).resolves.toBe(true)
    await visit("/en-gb/about-us/")
    await expect(page.locator("footer .site-footer__registration").count()).resolves.toBe(0)
    await visit("/en/")
    await expect(page.locator("footer .site-footer__registration").count()).resolves.toBe(0)
  })

  it("shows the social links with their icons", async () => {
    await visit("/nl/")
    const linkedin = page.locator("footer").getByRole("link", { name: "LinkedIn" })
    await expect(linkedin.getAttribute("href")).resolves.toBe("https://www.linkedin.com/company/fleetlane")
    await expect(linkedin.locator("svg").count()).resolves.toBe(1)
  })
})

describe("the homepage header", () => {
  /** The demo homepage may be shorter than two screens; room below lets it scroll past its header. */
  const makeScrollable = () => page.evaluate(() => document.body.style.setProperty("padding-bottom", "200vh"))

  it("plays the cover video on a wide desktop screen, and pauses it once scrolled away", async () => {
    const content = await demoContent()
    await visit("/en/")
    await expect(page.locator("h1").textContent()).resolves.toBe(introTitle(content, "en"))
    const video = page.locator("video.home-header__video")
    await video.waitFor()
    await page.waitForFunction(() => !(document.querySelector("video.home-header__video") as HTMLVideoElement).paused)
    await expectNoAxeViolations()
    await makeScrollable()
    await page.evaluate(() => window.scrollTo(0, window.innerHeight))
    await page.waitForFunction(() => (document.querySelector("video.home-header__video") as HTMLVideoElement).paused)
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.waitForFunction(() => !(document.querySelector("video.home-header__video") as HTMLVideoElement).paused)
  })

  it("shows only the cover image on a phone", async () => {
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      userAgent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
    })
    const mobile = await phone.newPage()
    await visit("/en/", mobile)
    await mobile.waitForTimeout(300)
    await expect(mobile.locator("video").count()).resolves.toBe(0)
    await expect(mobile.locator(".home-header__cover img").first().isVisible()).resolves.toBe(true)
    await expectNoAxeViolations(mobile)
    await phone.close()
  })

  it("shows no video on a narrow desktop window either", async () => {
    await page.setViewportSize({ width: 700, height: 900 })
    await visit("/en/")
    await page.waitForTimeout(300)
    await expect(page.locator("video").count()).resolves.toBe(0)
  })

  it("animates with the scroll above 992 px only, progress over 0.9 of the viewport height", async () => {
    await visit("/en/")
    await expect(page.locator(".home-header").getAttribute("class")).resolves.toContain("home-header--animated")
    await makeScrollable()
    await page.evaluate(() => window.scrollTo(0, window.innerHeight * 0.45))
    await page.waitForFunction(
      () => document.querySelector<HTMLElement>(".home-header")?.style.getPropertyValue("--scroll-progress") === "0.500",
    )
    await page.setViewportSize({ width: 992, height: 900 })
    await page.waitForFunction(() => !document.querySelector(".home-header")?.classList.contains("home-header--animated"))
  })

  it("keeps still for visitors who prefer reduced motion", async () => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await visit("/en/")
    await page.waitForTimeout(300)
    await expect(page.locator("video").count()).resolves.toBe(0)
    await expect(page.locator(".home-header").getAttribute("class")).resolves.not.toContain("home-header--animated")
  })

  it("scrolls down by one viewport height with the call-to-action", async () => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await visit("/en/")
    // A first visit opens with the cookie banner above the header; once answered, the header fills
    // the first screen with its call-to-action at the bottom.
    await page.getByRole("button", { name: strings("en", "consent").reject_all }).click()
    await makeScrollable()
    await page.locator(".home-header__cta").click()
    await page.waitForFunction(() => window.scrollY === window.innerHeight)
  })
})

describe("the page header and breadcrumbs", () => {
  it("shows the slider with inert hidden slides, whose autoplay toggles on a click", async () => {
    const content = await demoContent()
    await visit(nodePage(content, "node--route", "e-reefer", "en")!.path)
    const slider = page.locator(".page-slider--live")
    await slider.waitFor()
    const hiddenSlides = page.locator(".slick-slide[aria-hidden='true']")
    expect(await hiddenSlides.count()).toBeGreaterThan(0)
    await expect(page.locator(".slick-slide[aria-hidden='true']:not([inert])").count()).resolves.toBe(0)
    await expect(slider.getByRole("button", { name: "Pause the slideshow" }).count()).resolves.toBe(1)
    await slider.locator(".slick-current .slide").click()
    await expect(slider.getByRole("button", { name: "Play the slideshow" }).count()).resolves.toBe(1)
    await expectNoAxeViolations()
  })

  it("shows the ancestors as links and the page itself as text", async () => {
    const content = await demoContent()
    const ereefer = nodePage(content, "node--route", "e-reefer", "en")!
    const leasing = nodePage(content, "node--route", "leasing", "en")!
    await visit(ereefer.path)
    const breadcrumbs = page.getByRole("navigation", { name: "Breadcrumb" })
    const links = await breadcrumbs
      .getByRole("link")
      .evaluateAll((anchors) => anchors.map((anchor) => [anchor.textContent, anchor.getAttribute("href")]))
    expect(links).toEqual([
      ["Home", "/en/"],
      [leasing.title, leasing.path],
    ])
    await expect(breadcrumbs.locator("[aria-current='page']").textContent()).resolves.toBe(ereefer.title)
  })
})

describe("the head", () => {
  async function head(path: string) {
    await visit(path)
    return page.evaluate(() => ({
      canonical: document.querySelector("link[rel=canonical]")?.getAttribute("href"),
      alternates: [...document.querySelectorAll("link[rel=alternate][hreflang]")].map((link) => [
        link.getAttribute("hreflang"),
        link.getAttribute("href"),
      ]),
      robots: document.querySelector("meta[name=robots]")?.getAttribute("content") ?? null,
      ogImages: [...document.querySelectorAll("meta[property='og:image']")].map((meta) => meta.getAttribute("content")),
      ogTitle: document.querySelector("meta[property='og:title']")?.getAttribute("content"),
      jsonLd: [...document.querySelectorAll("script[type='application/ld+json']")].map((script) =>
        JSON.parse(script.textContent ?? "null"),
      ),
    }))
  }

  it("has the canonical link, reciprocal alternates with x-default, and og tags", async () => {
    const content = await demoContent()
    const en = nodePage(content, "node--route", "e-reefer", "en")!
    const de = nodePage(content, "node--route", "e-reefer", "de")!
    const enHead = await head(en.path)
    expect(enHead.canonical).toMatch(new RegExp(`^https?://[^/]+${en.path}$`))
    const origin = new URL(enHead.canonical!).origin
    expect(enHead.alternates).toContainEqual(["de-DE", `${origin}${de.path}`])
    expect(enHead.alternates).toContainEqual(["x-default", `${origin}${en.path}`])
    expect(enHead.alternates.map(([hreflang]) => hreflang)).not.toContain("da-DK")
    const deHead = await head(de.path)
    expect(deHead.alternates).toContainEqual(["en", `${origin}${en.path}`])
    expect(new Set(deHead.alternates.map(([, href]) => href))).toEqual(new Set(enHead.alternates.map(([, href]) => href)))
    expect(enHead.ogTitle).toContain(en.title)
    expect(enHead.ogImages.length).toBeGreaterThan(0)
    expect(enHead.ogImages[0]).toMatch(new RegExp(`^${origin}/`))
    expect(enHead.robots).toBeNull()
    expect(enHead.jsonLd.find((data) => data["@type"] === "BreadcrumbList")?.itemListElement).toHaveLength(3)
  })

  it("marks pages flagged not indexed with robots noindex", async () => {
    const content = await demoContent()
    expect((await head(nodePage(content, "node--page", "thank-you", "en")!.path)).robots).toBe("noindex")
  })

  it("describes the Organization on the homepage", async () => {
    const { jsonLd } = await head("/en-gb/")
    expect(jsonLd.find((data) => data["@type"] === "Organization")).toMatchObject({
      name: "Fleetlane Trailer Services UK Ltd",
      address: { addressCountry: "GB" },
    })
  })
})

describe("host rules, sitemaps and robots.txt", () => {
  const noFollow = { redirect: "manual" } as const

  it.each([
    ["/en-ca/trailer-leasing", /^https:\/\/[^/]+\/leasing$/],
    ["/en-ca/trailer-leasing/", /^https:\/\/[^/]+\/leasing$/],
    ["/fr-ca/location-longue-duree", /^https:\/\/[^/]+\/fr\/location-longue-duree$/],
    ["/en-ca/jobs", /^\/en-ca\/careers\/$/],
  ])("sends the retired path %s away with a 301 before any page loads", async (path, location) => {
    const response = await fetch(url(path), noFollow)
    expect(response.status).toBe(301)
    expect(response.headers.get("location")).toMatch(location)
  })

  it("redirects only exact paths", async () => {
    expect((await fetch(url("/en-ca/trailer-leasing/extra/"), noFollow)).status).toBe(404)
    expect((await fetch(url("/en-ca/careers/"), noFollow)).status).toBe(200)
  })

  it("serves robots.txt naming the sitemap index, which names each locale's sitemap", async () => {
    const robots = await (await fetch(url("/robots.txt"))).text()
    const index = /Sitemap: (\S+)/.exec(robots)?.[1]
    expect(index).toMatch(/\/sitemap-index\.xml$/)
    const indexXml = await (await fetch(url(new URL(index!).pathname))).text()
    expect(indexXml).toContain("/sitemap-nl.xml</loc>")
    const nl = await fetch(url("/sitemap-nl.xml"))
    expect(nl.status).toBe(200)
    const nlXml = await nl.text()
    expect(nlXml).toContain('hreflang="x-default"')
    expect(nlXml).not.toContain("/nl/bedankt/")
  })
})
