import type { Browser, BrowserContext, Page } from "playwright-core"
import { FIXED_IDS } from "../src/config/fixed-ids"
import { CONSENT_STORAGE_KEY } from "../src/features/consent/consent-store"
import { DEFAULT_LOCALE } from "../src/config/locales"
import { finderListPath } from "../src/config/finder-list-path"
import { mapLocations, type LocationCardData, type LocationView } from "../src/drupal/mappers/location"
import type { LatLng } from "../src/domain/geo"
import { formatDistanceKm, searchLocations, type SearchableLocation } from "../src/domain/location-search"
import { preferredTranslation } from "../src/domain/translation-choice"
import { loadGazetteer } from "../netlify/functions/geocode/gazetteer"
import { valueIn, type ContentStore } from "../tools/content-server/content-store"
import { axeViolations, gotoHydrated, launchBrowser, url, waitForHydration } from "./support/browser"
import { demoContent, translationPage } from "./support/content"

/**
 * The location finder in the built site, with the demo content and the offline gazetteer as the
 * oracle. The build has no Maps key: these tests also prove that the site works fully without one.
 */

interface ExpectedLocation extends SearchableLocation {
  path: string
}

/**
 * Every location as the finder of a locale lists it: the translation preferredTranslation chooses
 * (the locale, the same language elsewhere, the location's market's, the default language's).
 */
function locationsIn(content: ContentStore, locale: string): ExpectedLocation[] {
  return [...content.ofType("node--location")].flatMap((node) => {
    if (node.values.status === false) return []
    const country = typeof node.values.field_country_code === "string" ? node.values.field_country_code : null
    const language = preferredTranslation(locale, node.languages, country) ?? DEFAULT_LOCALE
    const page = translationPage(node, language)
    const values = valueIn(node.values, language, node.langcode) as {
      field_country_code: string
      field_address: { locality: string }
      field_geolocation: LatLng
    }
    if (!page) return []
    return [
      {
        id: node.uuid,
        title: page.title,
        path: page.path,
        country: values.field_country_code,
        city: values.field_address.locality,
        position: values.field_geolocation,
      },
    ]
  })
}

/** The locations block's `listed_locations` in a page's data. */
function findListedLocations(value: unknown): LocationCardData[] {
  if (!value || typeof value !== "object") return []
  if (Array.isArray(value)) return value.flatMap(findListedLocations)
  const record = value as Record<string, unknown>
  if (Array.isArray(record.listed_locations)) return record.listed_locations as LocationCardData[]
  return Object.values(record).flatMap(findListedLocations)
}

function locationsPagePath(content: ContentStore, locale: string): string {
  const node = content.get("node--route", FIXED_IDS.locationsPage)
  const page = node && translationPage(node, locale)
  if (!page) throw new Error(`No locations page in ${locale}`)
  return page.path
}

function finderStrings(locale: string): Record<string, string> {
  return require(`../src/i18n/${locale}/finder.json`) as Record<string, string>
}

function resultsText(locale: string, count: number): string {
  const strings = finderStrings(locale)
  const rule = new Intl.PluralRules(locale).select(count)
  const template = count === 0 ? strings.results_count_zero : (strings[`results_count_${rule}`] ?? strings.results_count_other)
  return template.replace("{{count}}", String(count))
}

const UTRECHT_CENTRE = { latitude: 52.0907, longitude: 5.1214 }

let browser: Browser
let content: ContentStore
const contexts: BrowserContext[] = []
/** Every request a page of these tests made to Google's Maps servers. */
const mapsRequests: string[] = []

beforeAll(async () => {
  browser = await launchBrowser()
  content = await demoContent()
})

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()))
})

afterAll(async () => {
  await browser?.close()
})

async function openPage(options: Parameters<Browser["newContext"]>[0] = {}): Promise<Page> {
  const context = await browser.newContext(options)
  contexts.push(context)
  const page = await context.newPage()
  page.on("request", (request) => {
    if (/maps\.(googleapis|gstatic)\.com/.test(request.url())) mapsRequests.push(request.url())
  })
  return page
}

const finder = (page: Page) => page.locator(".location-finder")
const status = (page: Page) => page.locator(".location-finder__status")
const cardTitles = (page: Page) => finder(page).locator(".location-list h3, .location-list h4").allTextContents()

/** The finder is a chunk of its own, hydrated after the page's shell: wait for it before clicking in it. */
async function finderHydrated(page: Page): Promise<void> {
  await waitForHydration(page, ".location-finder form")
}

/** Records every request for the position (with its options), passing it on to the browser. */
function spyOnGeolocation() {
  const asked: PositionOptions[] = []
  ;(window as unknown as { geolocationAsked: PositionOptions[] }).geolocationAsked = asked
  const original = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation)
  navigator.geolocation.getCurrentPosition = (success, failure, options) => {
    asked.push(options ?? {})
    original(success, failure, options)
  }
}

function geolocationAsked(page: Page): Promise<PositionOptions[]> {
  return page.evaluate(() => (window as unknown as { geolocationAsked: PositionOptions[] }).geolocationAsked)
}

async function settle(page: Page, text: string): Promise<void> {
  await status(page).filter({ hasText: text }).waitFor()
}

describe("the locations page", () => {
  it("lists the locale's country in its static HTML, each location linking to its own page, and every location after a search", async () => {
    const path = locationsPagePath(content, "de")
    const html = await (await fetch(url(path))).text()
    const everyLocation = locationsIn(content, "de")
    const german = everyLocation.filter((location) => location.country === "de")
    expect(german.length).toBeGreaterThan(5)
    expect(everyLocation.length).toBeGreaterThan(german.length)
    // The finder itself is rendered too, though its script is a chunk loaded after the page's.
    expect(html).toMatch(/<form[^>]*role="search"/)
    for (const location of everyLocation) {
      if (location.country === "de") expect(html).toContain(`href="${location.path}"`)
      else expect(html).not.toContain(`href="${location.path}"`)
    }

    // The complete list the finder fetches has each location as the page's own data has it.
    const completeList = (await (await fetch(url(finderListPath("de")))).json()) as LocationView[]
    expect(completeList.map((location) => location.path).sort()).toEqual(everyLocation.map((location) => location.path).sort())
    const pageData = await (await fetch(url(`/page-data${path}page-data.json`))).json()
    const startLocations = mapLocations(findListedLocations(pageData))
    expect(startLocations.map((location) => location.path).sort()).toEqual(german.map((location) => location.path).sort())
    for (const location of startLocations) expect(completeList.find((candidate) => candidate.id === location.id)).toEqual(location)

    const page = await openPage()
    await gotoHydrated(page, path)
    await finderHydrated(page)
    await finder(page).getByLabel(finderStrings("de").country, { exact: true }).selectOption("")
    await finder(page)
      .getByRole("button", { name: finderStrings("de").search, exact: true })
      .click()
    await settle(page, resultsText("de", everyLocation.length))
    expect((await cardTitles(page)).sort()).toEqual(everyLocation.map((location) => location.title).sort())
  })

  it("with geolocation granted searches 50 km around the visitor, nearest first with the km", async () => {
    const page = await openPage({ geolocation: UTRECHT_CENTRE, permissions: ["geolocation"] })
    await gotoHydrated(page, locationsPagePath(content, "nl"))
    const origin = { lat: UTRECHT_CENTRE.latitude, lng: UTRECHT_CENTRE.longitude }
    const expected = searchLocations(locationsIn(content, "nl"), { origin, distance: 50, country: null }).results
    expect(expected.length).toBeGreaterThan(1)
    await settle(page, resultsText("nl", expected.length))
    expect(await cardTitles(page)).toEqual(expected.map((match) => match.location.title))
    await expect(finder(page).locator(".location-card__distance").allTextContents()).resolves.toEqual(
      expected.map((match) => `${formatDistanceKm(match.distanceKm!, "nl-NL")} km verderop`),
    )
    await page.waitForURL((current) => current.search === "?city=utrecht&country=nl&distance=50")
    await expect(page.getByRole("combobox", { name: "Plaats" }).inputValue()).resolves.toBe("Utrecht")
    await expect(page.getByLabel("Land", { exact: true }).inputValue()).resolves.toBe("nl")
    await expect(page.getByLabel("Afstand", { exact: true }).inputValue()).resolves.toBe("50")
    expect(await axeViolations(page)).toEqual([])
  })

  it("without the visitor's permission asks nothing on load and starts with the locale's country, the distance usable", async () => {
    const page = await openPage()
    await page.addInitScript(spyOnGeolocation)
    await gotoHydrated(page, locationsPagePath(content, "nl-be"))
    const expected = searchLocations(locationsIn(content, "nl-be"), { origin: null, distance: null, country: "be" }).results
    await settle(page, resultsText("nl-be", expected.length))
    expect(await cardTitles(page)).toEqual(expected.map((match) => match.location.title))
    await expect(page.getByLabel("Land", { exact: true }).inputValue()).resolves.toBe("be")
    await expect(page.getByLabel("Afstand", { exact: true }).inputValue()).resolves.toBe("")
    await expect(page.getByLabel("Afstand", { exact: true }).isEnabled()).resolves.toBe(true)
    expect(new URL(page.url()).search).toBe("?country=be")
    await expect(page.getByRole("button", { name: finderStrings("nl-be").use_my_location }).isEnabled()).resolves.toBe(true)
    await expect(geolocationAsked(page)).resolves.toEqual([])
  })

  it("asks for the position when the visitor uses their location, then searches 50 km around them", async () => {
    const page = await openPage()
    await page.addInitScript(spyOnGeolocation)
    await gotoHydrated(page, locationsPagePath(content, "nl"))
    const fallback = searchLocations(locationsIn(content, "nl"), { origin: null, distance: null, country: "nl" }).results
    await settle(page, resultsText("nl", fallback.length))
    await finderHydrated(page)
    // The visitor's answer to the browser's prompt: allow.
    await page.context().grantPermissions(["geolocation"])
    await page.context().setGeolocation(UTRECHT_CENTRE)
    await page.getByRole("button", { name: finderStrings("nl").use_my_location }).click()
    const origin = { lat: UTRECHT_CENTRE.latitude, lng: UTRECHT_CENTRE.longitude }
    const expected = searchLocations(locationsIn(content, "nl"), { origin, distance: 50, country: null }).results
    await settle(page, resultsText("nl", expected.length))
    expect(await cardTitles(page)).toEqual(expected.map((match) => match.location.title))
    await page.waitForURL((current) => current.search === "?city=utrecht&country=nl&distance=50")
    await expect(page.getByRole("combobox", { name: "Plaats" }).inputValue()).resolves.toBe("Utrecht")
    await expect(geolocationAsked(page)).resolves.toEqual([{ enableHighAccuracy: true, timeout: 10000, maximumAge: 10000 }])
    expect(await axeViolations(page)).toEqual([])
  })

  it("explains the unavailable button when the visitor has blocked the site's access to their location", async () => {
    const page = await openPage()
    await page.addInitScript(spyOnGeolocation)
    await page.addInitScript(() => {
      const denied = Object.assign(new EventTarget(), { name: "geolocation", state: "denied", onchange: null })
      navigator.permissions.query = async () => denied as unknown as PermissionStatus
    })
    await gotoHydrated(page, locationsPagePath(content, "de"))
    const strings = finderStrings("de")
    const locate = page.getByRole("button", { name: strings.use_my_location })
    await page.locator('.location-finder__locate-button[aria-disabled="true"]').waitFor()
    await expect(page.getByText(strings.location_blocked).isVisible()).resolves.toBe(true)
    await expect(locate.getAttribute("aria-describedby")).resolves.toBe(await page.getByText(strings.location_blocked).getAttribute("id"))
    // Playwright waits for an enabled element; a click on it as it is must do nothing.
    await locate.click({ force: true })
    await expect(page.getByLabel("Land", { exact: true }).inputValue()).resolves.toBe("de")
    await expect(geolocationAsked(page)).resolves.toEqual([])
    expect(await axeViolations(page)).toEqual([])
  })

  it("when geolocation times out uses de-ch's country for fr-ch, having asked with the spec's options", async () => {
    // Allowed before: the finder asks at the start.
    const page = await openPage({ permissions: ["geolocation"] })
    await page.addInitScript(() => {
      const asked: PositionOptions[] = []
      ;(window as unknown as { geolocationAsked: PositionOptions[] }).geolocationAsked = asked
      navigator.geolocation.getCurrentPosition = (_success, failure, options) => {
        asked.push(options ?? {})
        setTimeout(() => failure?.({ code: 3, message: "Timeout expired", PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }), 50)
      }
    })
    await gotoHydrated(page, locationsPagePath(content, "fr-ch"))
    const expected = searchLocations(locationsIn(content, "fr-ch"), { origin: null, distance: null, country: "ch" }).results
    await settle(page, resultsText("fr-ch", expected.length))
    expect(await cardTitles(page)).toEqual(expected.map((match) => match.location.title))
    await expect(page.getByLabel("Pays", { exact: true }).inputValue()).resolves.toBe("ch")
    await expect(page.evaluate(() => (window as unknown as { geolocationAsked: PositionOptions[] }).geolocationAsked)).resolves.toEqual([
      { enableHighAccuracy: true, timeout: 10000, maximumAge: 10000 },
    ])
  })

  it("searches a typed city chosen from the suggestions, within the chosen distance", async () => {
    const page = await openPage()
    await gotoHydrated(page, locationsPagePath(content, "en"))
    await settle(page, resultsText("en", locationsIn(content, "en").length))
    await expect(page.getByLabel("Distance", { exact: true }).isDisabled()).resolves.toBe(true)
    const city = page.getByRole("combobox", { name: "City" })
    await city.pressSequentially("Arnh")
    await page.getByRole("option", { name: "Arnhem, Netherlands" }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await city.press("ArrowDown")
    await city.press("Enter")
    await expect(city.inputValue()).resolves.toBe("Arnhem")
    await expect(page.getByLabel("Country", { exact: true }).inputValue()).resolves.toBe("nl")
    await page.getByLabel("Distance", { exact: true }).selectOption("200")
    await page.getByRole("button", { name: "Search", exact: true }).click()

    const arnhem = await (await loadGazetteer()).forward({ city: "Arnhem", country: "nl" })
    const expected = searchLocations(locationsIn(content, "en"), { origin: arnhem!.position, distance: 200, country: "nl" }).results
    await settle(page, resultsText("en", expected.length))
    expect(await cardTitles(page)).toEqual(expected.map((match) => match.location.title))
    expect(expected.every((match) => match.distanceKm! <= 200)).toBe(true)
    expect(new URL(page.url()).search).toBe("?city=arnhem&country=nl&distance=200")
  })

  it("shows the not-found texts, the request button and the backup locations within 1000 km", async () => {
    const page = await openPage()
    await gotoHydrated(page, `${locationsPagePath(content, "en")}?city=troms%C3%B8&country=no&distance=50`)
    const tromso = await (await loadGazetteer()).forward({ city: "Tromsø", country: "no" })
    const outcome = searchLocations(locationsIn(content, "en"), { origin: tromso!.position, distance: 50, country: "no" })
    expect(outcome.results).toEqual([])
    expect(outcome.backups.length).toBeGreaterThan(0)
    const strings = finderStrings("en")
    await page.getByText(strings.not_found).waitFor()
    await page.getByText(strings.maintenance).waitFor()
    await page.getByRole("heading", { level: 3, name: strings.locations_exist }).waitFor()
    expect(await cardTitles(page)).toEqual(outcome.backups.map((match) => match.location.title))
    const request = page.getByRole("link", { name: strings.request })
    const contact = await request.getAttribute("href")
    expect((await fetch(url(contact!))).status).toBe(200)
    expect(await axeViolations(page)).toEqual([])
  })

  it("says there is no location at all when none is within 1000 km", async () => {
    const page = await openPage()
    await gotoHydrated(page, `${locationsPagePath(content, "en-ca")}?city=whitehorse&country=ca`)
    const strings = finderStrings("en-ca")
    await page.getByText(strings.no_location).waitFor()
    expect(await cardTitles(page)).toEqual([])
  })

  it("warns, until closed, when a search returns nothing while no country is chosen", async () => {
    const page = await openPage()
    await gotoHydrated(page, locationsPagePath(content, "en"))
    await settle(page, resultsText("en", locationsIn(content, "en").length))
    await page.getByRole("combobox", { name: "City" }).fill("Atlantis")
    await page.getByRole("button", { name: "Search", exact: true }).click()
    const warning = page.getByRole("alert").filter({ hasText: finderStrings("en").warning_country })
    await warning.waitFor()
    await expect(page.getByLabel("Country", { exact: true }).getAttribute("aria-invalid")).resolves.toBe("true")
    await expect(status(page).textContent()).resolves.toContain("Atlantis")
    expect(await cardTitles(page)).toEqual([])
    expect(await axeViolations(page)).toEqual([])
    await page.waitForTimeout(1000)
    await expect(warning.isVisible()).resolves.toBe(true)
    await warning.getByRole("button", { name: "Close the message" }).click()
    await expect(warning.count()).resolves.toBe(0)
    await expect(page.getByLabel("Country", { exact: true }).getAttribute("aria-invalid")).resolves.toBeNull()
  })

  it("reveals a location's phone as a tel: link when asked", async () => {
    const page = await openPage()
    await gotoHydrated(page, locationsPagePath(content, "da"))
    await finderHydrated(page)
    const aarhus = locationsIn(content, "da").find((location) => location.city.startsWith("Aarhus"))!
    const card = finder(page).locator("article", { has: page.getByRole("link", { name: aarhus.title, exact: true }) })
    await expect(card.getByRole("link", { name: /^\+45/ }).count()).resolves.toBe(0)
    await card.getByRole("button", { name: `Ring ${aarhus.title}` }).click()
    const phone = card.getByRole("link", { name: "+45 86 55 50 27" })
    await expect(phone.getAttribute("href")).resolves.toBe("tel:+4586555027")
    await expect(phone.evaluate((element) => element === document.activeElement)).resolves.toBe(true)
  })
})

describe("the component-location block", () => {
  it("sends the typed city to the locations page, where the finder searches it", async () => {
    const page = await openPage()
    await gotoHydrated(page, "/en/")
    const block = page.locator(".location-block")
    await block.getByRole("textbox", { name: "Enter your city" }).fill("  Utrecht ")
    await block.getByRole("button", { name: "Search" }).click()
    const locations = locationsPagePath(content, "en")
    await page.waitForURL((current) => current.pathname === locations)
    await page.waitForURL((current) => current.search === "?city=utrecht&country=nl&distance=50")
    const utrecht = locationsIn(content, "en").find((location) => location.city === "Utrecht")!
    const expected = searchLocations(locationsIn(content, "en"), { origin: utrecht.position, distance: 50, country: "nl" }).results
    await settle(page, resultsText("en", expected.length))
    expect((await cardTitles(page))[0]).toBe(utrecht.title)
  })

  it("goes to the locations page without a query when the city is empty", async () => {
    const page = await openPage()
    await gotoHydrated(page, "/de/")
    await page.locator(".location-block").getByRole("button").click()
    await page.waitForURL((current) => current.pathname === locationsPagePath(content, "de"))
    expect(new URL(page.url()).searchParams.has("city")).toBe(false)
  })
})

describe("a location page", () => {
  it("shows address, phone, opening information, plan-route and the 3 nearest locations, with LocalBusiness data", async () => {
    const all = locationsIn(content, "en-gb")
    const warrington = all.find((location) => location.city === "Warrington")!
    const page = await openPage()
    await gotoHydrated(page, warrington.path)
    await expect(page.locator("h1").textContent()).resolves.toBe(warrington.title)
    await expect(page.getByRole("link", { name: /Plan your route/ }).getAttribute("href")).resolves.toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\/\/[^/]*Warrington[^/]*\/@[-\d.]+,[-\d.]+,13z$/,
    )
    const nearest = page.getByRole("region", { name: "Nearest locations" })
    const expected = searchLocations(
      all.filter((location) => location.id !== warrington.id),
      { origin: warrington.position, distance: null, country: null },
    ).results.slice(0, 3)
    await expect(nearest.locator("h3").allTextContents()).resolves.toEqual(expected.map((match) => match.location.title))
    const structuredData = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((json) => JSON.parse(json))
    expect(structuredData.find((data) => data["@type"] === "LocalBusiness")).toMatchObject({
      name: warrington.title,
      url: expect.stringMatching(new RegExp(`${warrington.path}$`)),
      geo: { latitude: warrington.position!.lat, longitude: warrington.position!.lng },
    })
    expect(await axeViolations(page)).toEqual([])
  })

  it("plans the route to the coordinates outside en-gb", async () => {
    const amsterdam = locationsIn(content, "nl").find((location) => location.city === "Amsterdam")!
    const page = await openPage()
    await gotoHydrated(page, amsterdam.path)
    const { lat, lng } = amsterdam.position!
    await expect(page.getByRole("link", { name: /Plan uw route/ }).getAttribute("href")).resolves.toBe(
      `https://www.google.com/maps/dir//${lat},${lng}/@${lat},${lng},13z`,
    )
  })
})

describe("without a Maps key", () => {
  it("offers no map and loads nothing from Google on the pages with maps, even with external media allowed", async () => {
    expect(mapsRequests).toEqual([])
    const page = await openPage({ geolocation: UTRECHT_CENTRE, permissions: ["geolocation"] })
    await gotoHydrated(page, locationsPagePath(content, "en"))
    await status(page).filter({ hasText: /found/ }).waitFor()
    const noMap = async () => {
      await expect(page.locator(".map-panel").count()).resolves.toBe(0)
      await expect(page.getByRole("button", { name: /map/i }).count()).resolves.toBe(0)
      await expect(page.locator('script[src*="maps.googleapis.com"]').count()).resolves.toBe(0)
    }
    await noMap()
    // The map's consent is the site-wide "External media" category: allowing it adds no map without a key.
    const consent = require("../src/i18n/en/consent.json") as Record<string, string>
    const banner = page.getByRole("region", { name: consent.title })
    await banner.getByRole("button", { name: consent.customise, exact: true }).click()
    await banner.getByRole("checkbox", { name: consent.category_functional, exact: true }).check()
    await banner.getByRole("button", { name: consent.save, exact: true }).click()
    const stored = await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)
    expect(JSON.parse(stored ?? "null")?.choices).toEqual({ functional: true, analytics: false, marketing: false })
    await noMap()
    await gotoHydrated(page, locationsPagePath(content, "en"))
    await status(page).filter({ hasText: /found/ }).waitFor()
    await noMap()
    expect(await axeViolations(page)).toEqual([])
    expect(mapsRequests).toEqual([])
  })
})
