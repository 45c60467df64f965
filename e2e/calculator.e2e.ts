import type { Browser, BrowserContext, Page } from "playwright-core"
import { FIXED_IDS } from "../src/config/fixed-ids"
import { getLocale } from "../src/config/locales"
import { calculate } from "../src/domain/calculator/formulas"
import { valueIn, type ContentStore, type Entity } from "../tools/content-server/content-store"
import { axeViolations, launchBrowser, url } from "./support/browser"
import { demoContent, translationPage } from "./support/content"

let browser: Browser
let context: BrowserContext
let page: Page
let content: ContentStore

beforeAll(async () => {
  browser = await launchBrowser()
  content = await demoContent()
})

afterAll(async () => {
  await browser?.close()
})

beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" })
  page = await context.newPage()
})

afterEach(async () => {
  await context?.close()
})

function calculatorPage(locale: string): string {
  const node = content.get("node--form", FIXED_IDS.calculatorPage)
  const expected = node && translationPage(node, locale)
  if (!expected) throw new Error(`no ${locale} calculator page in the demo content`)
  return expected.path
}

function haulType(key: string): Entity {
  const term = content.getByKey("taxonomy_term--calculator_haul_type", key)
  if (!term) throw new Error(`no haul type ${key}`)
  return term
}

/** The country average the calculator uses in a locale: its market's, else the default. */
function countryAverage(locale: string): number {
  const terms = content.ofType("taxonomy_term--calculator_country")
  const market = getLocale(locale).country
  const term =
    terms.find((candidate) => candidate.values.field_country_code === market) ??
    terms.find((candidate) => !candidate.values.field_country_code)
  return Number(term!.values.field_average_factor)
}

const name = (term: Entity, locale: string) => String(valueIn(term.values.name, locale, term.langcode))
const tonnes = (value: number, locale: string) =>
  new Intl.NumberFormat(getLocale(locale).hreflang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)

async function expectAccessible() {
  expect(await axeViolations(page)).toEqual([])
}

interface Labels {
  drivers: string[]
  assets: string[]
  next: string
  frequency: string
  infrastructure: string
  hours: string
  getResult: string
}

async function answerSteps(locale: string, labels: Labels, haulTypeKey: string, hours: number) {
  await page.goto(url(calculatorPage(locale)))
  const next = page.getByRole("button", { name: labels.next })
  await expect(next.isDisabled()).resolves.toBe(true)
  for (const label of labels.drivers) await page.getByRole("checkbox", { name: label }).check()
  await expect(next.isDisabled()).resolves.toBe(true)
  for (const label of labels.assets) await page.getByRole("checkbox", { name: label }).check()
  await expectAccessible()
  await next.click()

  const getResult = page.getByRole("button", { name: labels.getResult })
  await getResult.waitFor()
  await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe("H2")
  await page.getByRole("radio", { name: name(haulType(haulTypeKey), locale) }).check()
  await page.getByRole("radio", { name: labels.frequency, exact: true }).check()
  await page.getByRole("checkbox", { name: labels.infrastructure, exact: true }).check()
  await expect(getResult.isDisabled()).resolves.toBe(true)
  const hoursField = page.getByRole("spinbutton", { name: labels.hours })
  await hoursField.fill("0")
  await expect(getResult.isDisabled()).resolves.toBe(true)
  await hoursField.fill(String(hours))
  await expectAccessible()
  await getResult.click()
}

describe("the e-reefer calculator", () => {
  it("calculates from the answers of steps 0 and 1, battery-only first when charging is available (English)", async () => {
    await answerSteps(
      "en",
      {
        drivers: ["Reaching our CO₂ targets", "Quieter deliveries at night and in town"],
        assets: ["e-Reefer: electric refrigerated trailer"],
        next: "Next",
        frequency: "Every day",
        infrastructure: "Available",
        hours: "Operating hours of the cooling unit per year",
        getResult: "Get result",
      },
      "long-haul",
      2000,
    )
    const term = haulType("long-haul")
    const expected = calculate({
      dieselFactor: Number(term.values.field_diesel_factor),
      electricFactor: Number(term.values.field_electric_factor),
      countryAverage: countryAverage("en"),
      hours: 2000,
      infrastructure: ["available"],
    })
    const chart = page.getByRole("figure", { name: "CO₂ emissions of the cooling unit per year" })
    await chart.waitFor()
    const rows = await chart.locator("li").allInnerTexts()
    expect(rows.map((row) => row.replace(/\s+/g, " ").trim())).toEqual([
      `Diesel reefer ${tonnes(expected.dieselTotal, "en")} t CO₂e per year`,
      `Battery-only e-reefer ${tonnes(expected.solutions[0].electricTotal, "en")} t CO₂e per year`,
      `E-reefer with ERA ${tonnes(expected.solutions[1].electricTotal, "en")} t CO₂e per year`,
    ])
    const recommended = page.locator(".calculator__solution").first()
    await expect(recommended.getByRole("heading").textContent()).resolves.toBe("Recommended for youBattery-only e-reefer")
    await expectAccessible()

    await page.getByRole("button", { name: "Edit answers" }).click()
    await expect(page.getByRole("spinbutton").inputValue()).resolves.toBe("2000")
    await page.getByRole("button", { name: "Reset" }).click()
    await expect(page.getByRole("spinbutton").inputValue()).resolves.toBe("")
    await expect(page.getByRole("radio", { name: name(term, "en") }).isChecked()).resolves.toBe(false)
  })

  it("puts era first without charging infrastructure and formats numbers the German way", async () => {
    await answerSteps(
      "de",
      {
        drivers: ["Niedrigere Energie- und Wartungskosten"],
        assets: ["e-Reefer: elektrischer Kühlauflieger", "e-Tractor: elektrische Sattelzugmaschine"],
        next: "Weiter",
        frequency: "Mehrmals pro Woche",
        infrastructure: "Keine",
        hours: "Betriebsstunden des Kühlaggregats pro Jahr",
        getResult: "Ergebnis anzeigen",
      },
      "urban",
      3500,
    )
    const term = haulType("urban")
    const expected = calculate({
      dieselFactor: Number(term.values.field_diesel_factor),
      electricFactor: Number(term.values.field_electric_factor),
      countryAverage: countryAverage("de"),
      hours: 3500,
      infrastructure: ["none"],
    })
    expect(expected.solutions[0].solution).toBe("era")
    const recommended = page.locator(".calculator__solution").first()
    await recommended.waitFor()
    await expect(recommended.getByRole("heading").textContent()).resolves.toBe("Unsere Empfehlung für SieE-Reefer mit ERA")
    await expect(recommended.innerText()).resolves.toContain(`${tonnes(expected.solutions[0].saving, "de")} t CO₂e pro Jahr`)
    await page.getByText("Länderdurchschnitt: Deutschland", { exact: false }).waitFor()
    await expectAccessible()
  })
})
