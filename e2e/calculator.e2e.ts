import type { Page } from "playwright-core"
import { FIXED_IDS } from "../src/config/fixed-ids"
import { getLocale } from "../src/config/locales"
import { calculate } from "../src/domain/calculator/formulas"
import { valueIn, type ContentStore, type Entity } from "../tools/content-server/content-store"
import { axeViolations, gotoHydrated, useBrowserPage } from "./support/browser"
import { demoContent, translationPage } from "./support/content"
import { deliveredWith, hubSpotFields, storedRecord, uniqueEmail } from "./support/forms"

let page: Page
let content: ContentStore

useBrowserPage({ viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" }, (session) => ({ page } = session))

beforeAll(async () => {
  content = await demoContent()
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
  await gotoHydrated(page, calculatorPage(locale))
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

interface ContactLabels {
  contact: string
  company: string
  firstName: string
  lastName: string
  email: string
  phone: string
  privacy: string
  send: string
  sentTitle: string
}

const ENGLISH_CONTACT: ContactLabels = {
  contact: "Talk to a specialist",
  company: "Company (required)",
  firstName: "First name (required)",
  lastName: "Last name (required)",
  email: "E-mail address (required)",
  phone: "Phone number (required)",
  privacy: "I agree to the processing of my data. (required)",
  send: "Send",
  sentTitle: "Thank you",
}

const GERMAN_CONTACT: ContactLabels = {
  contact: "Mit einem Spezialisten sprechen",
  company: "Unternehmen (Pflichtfeld)",
  firstName: "Vorname (Pflichtfeld)",
  lastName: "Nachname (Pflichtfeld)",
  email: "E-Mail-Adresse (Pflichtfeld)",
  phone: "Telefonnummer (Pflichtfeld)",
  privacy: "Ich stimme der Verarbeitung meiner Daten zu. (Pflichtfeld)",
  send: "Senden",
  sentTitle: "Vielen Dank",
}

/** Step 3: fills in the details; send stays disabled until the phone is valid. */
async function fillContact(labels: ContactLabels, email: string) {
  const send = page.getByRole("button", { name: labels.send, exact: true })
  await page.getByRole("textbox", { name: labels.company }).fill("Koelvervoer Jansen")
  await page.getByRole("textbox", { name: labels.firstName }).fill("Anna")
  await page.getByRole("textbox", { name: labels.lastName }).fill("Jansen")
  await page.getByRole("textbox", { name: labels.email }).fill(email)
  await page.getByRole("textbox", { name: labels.phone }).fill("06 1234 mobiel")
  await expect(send.isDisabled()).resolves.toBe(true)
  // Typed as people do (issue 19): spaces and a (0) after the country code are fine.
  await page.getByRole("textbox", { name: labels.phone }).fill("+31 (0)6 1234 5678")
  await expect(send.isDisabled()).resolves.toBe(false)
  await page.getByRole("checkbox", { name: labels.privacy }).check()
  await expectAccessible()
}

async function sendContact(labels: ContactLabels) {
  await page.getByRole("button", { name: labels.send, exact: true }).click()
  await page
    .getByRole("status")
    .filter({ has: page.getByRole("heading", { name: labels.sentTitle }) })
    .waitFor()
  await expectAccessible()
}

describe("the e-reefer calculator", () => {
  it("goes from step 0 to a sent contact form, battery-only first when charging is available (English)", async () => {
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

    const email = uniqueEmail("calculator-en")
    await page.getByRole("button", { name: ENGLISH_CONTACT.contact }).click()
    await page.getByRole("textbox", { name: ENGLISH_CONTACT.company }).fill("Koelvervoer Jansen")
    await page.getByRole("button", { name: "Back to your result" }).click()
    await chart.waitFor()
    await page.getByRole("button", { name: ENGLISH_CONTACT.contact }).click()
    await expect(page.getByRole("textbox", { name: ENGLISH_CONTACT.company }).inputValue()).resolves.toBe("Koelvervoer Jansen")
    await fillContact(ENGLISH_CONTACT, email)
    await sendContact(ENGLISH_CONTACT)

    // The endpoint stored the lead in the outbox, then delivered it to the offline sink as HubSpot would get it.
    const delivery = await deliveredWith(email)
    await expect(storedRecord(delivery.id)).resolves.toMatchObject({ formId: "calculator", locale: "en", status: "delivered" })
    expect(delivery.upstream).toMatchObject({ channel: "hubspot", hubspotForm: "calculator" })
    expect(hubSpotFields(delivery)).toMatchObject({
      company: "Koelvervoer Jansen",
      firstname: "Anna",
      lastname: "Jansen",
      email,
      phone: "+31612345678",
      enquiry_subject: "e-Reefer",
      calculator_drivers: "sustainability;noise",
      asset_type: "Trailer Reefer",
      calculator_haul_type: name(term, "en"),
      calculator_frequency: "daily",
      calculator_charging_infrastructure: "available",
      calculator_operating_hours: "2000",
      calculator_recommended_solution: "battery",
      hs_language: "en",
    })
    expect(Number(hubSpotFields(delivery).calculator_diesel_emissions)).toBeCloseTo(expected.dieselTotal, 3)
    expect(Number(hubSpotFields(delivery).calculator_recommended_emissions)).toBeCloseTo(expected.solutions[0].electricTotal, 3)
  })

  it("edits the answers with the result kept, and reset clears step 1", async () => {
    await answerSteps(
      "en",
      {
        drivers: ["Lower energy and maintenance costs"],
        assets: ["e-Van: electric van"],
        next: "Next",
        frequency: "Now and then",
        infrastructure: "Will be available",
        hours: "Operating hours of the cooling unit per year",
        getResult: "Get result",
      },
      "regional",
      2000,
    )
    await page.getByRole("button", { name: "Edit answers" }).click()
    await expect(page.getByRole("spinbutton").inputValue()).resolves.toBe("2000")
    await page.getByRole("button", { name: "Reset" }).click()
    await expect(page.getByRole("spinbutton").inputValue()).resolves.toBe("")
    await expect(page.getByRole("radio", { name: name(haulType("regional"), "en") }).isChecked()).resolves.toBe(false)
    await expect(page.getByRole("button", { name: "Get result" }).isDisabled()).resolves.toBe(true)
  })

  it("puts era first without charging infrastructure, formats numbers the German way and sends the contact form", async () => {
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

    const email = uniqueEmail("calculator-de")
    await page.getByRole("button", { name: GERMAN_CONTACT.contact }).click()
    await fillContact(GERMAN_CONTACT, email)
    await sendContact(GERMAN_CONTACT)

    const delivery = await deliveredWith(email)
    await expect(storedRecord(delivery.id)).resolves.toMatchObject({ formId: "calculator", locale: "de", status: "delivered" })
    expect(hubSpotFields(delivery)).toMatchObject({
      company: "Koelvervoer Jansen",
      asset_type: "Trailer Reefer;Truck Standard",
      calculator_haul_type: name(term, "de"),
      calculator_charging_infrastructure: "none",
      calculator_operating_hours: "3500",
      calculator_recommended_solution: "era",
      hs_language: "de",
    })
  })
})
