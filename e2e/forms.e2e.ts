import type { BrowserContext, Page } from "playwright-core"
import { FIXED_IDS } from "../src/config/fixed-ids"
import { axeViolations, gotoHydrated, url, useBrowserPage } from "./support/browser"
import { deliveredWith, formPagePath, hubSpotFields, openForm, pageTitleAt, siteSetting, strings, uniqueEmail } from "./support/forms"

let context: BrowserContext
let page: Page

useBrowserPage({}, (session) => ({ context, page } = session))

/*
 * Each form goes through once, in one locale, and the locales are spread over the forms (a second
 * locale of the same form ran the same code with other strings, for about 8 s each). Every
 * locale's strings are checked by src/i18n's tests, and on every built page by ui-strings.e2e.ts.
 */

type Strings = Record<string, string>

/** The page's form (the footer's newsletter has an e-mail field too). */
const form = (page: Page) => page.locator("form[data-form-id]")

const policy = (t: Strings) => new RegExp(t.privacy_label.match(/<policy>(.*)<\/policy>/)![1])

async function chooseFromList(page: Page, name: string, typed: string): Promise<void> {
  const box = form(page).getByRole("combobox", { name, exact: true })
  await box.fill(typed)
  await box.press("ArrowDown")
  await box.press("Enter")
}

async function person(page: Page, t: Strings, email: string, options: { phone?: string; salutation?: boolean } = {}): Promise<void> {
  if (options.salutation !== false) await form(page).getByRole("radio", { name: t.salutation_ms, exact: true }).check()
  await form(page).getByRole("textbox", { name: t.first_name, exact: true }).fill("Anna")
  await form(page).getByRole("textbox", { name: t.last_name, exact: true }).fill("Jansen")
  await form(page).getByRole("textbox", { name: t.email, exact: true }).fill(email)
  if (options.phone !== "")
    await form(page)
      .getByRole("textbox", { name: t.phone, exact: true })
      .fill(options.phone ?? "+31612345678")
}

async function agree(page: Page, t: Strings): Promise<void> {
  await form(page)
    .getByRole("checkbox", { name: policy(t) })
    .check()
}

async function submit(page: Page, t: Strings): Promise<void> {
  await form(page).getByRole("button", { name: t.SUBMIT, exact: true }).click()
}

async function expectThankYouRoute(page: Page, locale: string, key: string): Promise<void> {
  const thankYou = await siteSetting("field_thank_you_path", locale)
  await page.waitForURL((address) => address.pathname === `${thankYou}/` && address.searchParams.get("form") === key, { timeout: 20_000 })
  // Gatsby changes the URL first, renders the new page, then applies its Head (title, lang).
  const title = await pageTitleAt(`${thankYou}/`, locale)
  await page.waitForFunction((title) => document.title.includes(title) && document.documentElement.lang !== "", title)
  expect(await axeViolations(page)).toEqual([])
}

describe("the lease/rental form (first design)", () => {
  it.each([["de", "Kühl", "Deutschland"]])(
    "in %s: shows its errors accessibly, then sends and lands on ?form=lease-rental",
    async (locale, assetType, country) => {
      const t = strings(locale, "forms")
      await openForm(page, await formPagePath("lease_rental", locale, { notUuid: FIXED_IDS.landingPage }), locale)
      await submit(page, t)
      await form(page).getByRole("alert").filter({ hasText: t.error_summary }).waitFor()
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe("term")
      expect(await axeViolations(page)).toEqual([])
      const email = uniqueEmail(`lease-${locale}`)
      await form(page).getByRole("radio", { name: t.term_first_4 }).check()
      await chooseFromList(page, t.asset_type, assetType)
      await form(page).getByRole("textbox", { name: t.company, exact: true }).fill("Polderkoeling B.V.")
      await form(page).getByRole("textbox", { name: t.street, exact: true }).fill("Koelhuisweg 4")
      await form(page).getByRole("textbox", { name: t.city, exact: true }).fill("Bleiswijk")
      await chooseFromList(page, t.country, country)
      await person(page, t, email)
      await agree(page, t)
      await submit(page, t)
      await expectThankYouRoute(page, locale, "lease-rental")
      const fields = hubSpotFields(await deliveredWith(email))
      expect(fields).toMatchObject({
        asset_type_rent_request__c: "100000003",
        requested_duration__c: "12",
        enquiry_type__c: "Leasing",
        hs_language: locale.split("-")[0],
      })
    },
  )
})

describe("the contact form", () => {
  it.each([["fr", "Fran"]])(
    "in %s: sends and lands on ?form=general, keeping what was typed before the form's code arrived",
    async (locale, country) => {
      const t = strings(locale, "forms")
      const pageErrors: string[] = []
      page.on("pageerror", (error) => pageErrors.push(error.message))
      await page.goto(url(await formPagePath("contact", locale)))
      await form(page).evaluate((element) => element.setAttribute("data-test-server-node", ""))
      // Typing is the first interaction: the form's code loads meanwhile, and the text stays.
      const company = form(page).getByRole("textbox", { name: t.company, exact: true })
      await company.fill("Transport Jansen")
      await page.locator("form[data-form-id][data-ready]").waitFor()
      // React hydrated the server's form (its country list included) instead of rendering it anew: the same element, the focus kept.
      expect(pageErrors).toEqual([])
      expect(await form(page).evaluate((element) => element.hasAttribute("data-test-server-node"))).toBe(true)
      expect(await company.evaluate((element) => element === document.activeElement)).toBe(true)
      await page.getByRole("button", { name: strings(locale, "consent").reject_all }).click()
      expect(await form(page).getByRole("textbox", { name: t.company, exact: true }).inputValue()).toBe("Transport Jansen")
      const email = uniqueEmail(`contact-${locale}`)
      await form(page).getByRole("textbox", { name: t.zip, exact: true }).fill("6711 AA")
      await chooseFromList(page, t.country, country)
      await person(page, t, email, { phone: "" })
      await form(page).getByRole("textbox", { name: t.description, exact: true }).fill("Graag contact over lease.")
      await agree(page, t)
      await submit(page, t)
      await expectThankYouRoute(page, locale, "general")
      const fields = hubSpotFields(await deliveredWith(email))
      expect(fields.company).toBe("Transport Jansen")
      expect(fields.message).toContain("Company: Transport Jansen")
    },
  )
})

describe("the maintenance form", () => {
  it.each([["nl", "gb", "Fleetlane Birmingham", "birmingham@fleetlane.example"]])(
    "in %s: offers the country's workshops, sends and lands on ?form=maintenance",
    async (locale, country, workshop, workshopEmail) => {
      const t = strings(locale, "forms")
      await openForm(page, await formPagePath("maintenance", locale), locale)
      const countrySelect = form(page).getByRole("combobox", { name: t.country, exact: true })
      await countrySelect.locator(`option[value="${country}"]`).waitFor({ state: "attached" })
      await countrySelect.selectOption(country)
      const locations = await form(page).getByRole("combobox", { name: t.location, exact: true }).locator("option").allTextContents()
      expect(locations.at(-1)).toBe(t.location_other)
      expect(locations).not.toContain("Trailer Auto Group")
      expect(locations).not.toContain("Fleetlane UK HQ")
      await form(page).getByRole("combobox", { name: t.location, exact: true }).selectOption(workshop)
      const email = uniqueEmail(`maintenance-${locale}`)
      await person(page, t, email)
      await form(page).getByRole("textbox", { name: t.company, exact: true }).fill("Jansen Transport")
      await form(page).getByRole("textbox", { name: t.maintenance_description, exact: true }).fill("APK en remmen")
      await agree(page, t)
      expect(await axeViolations(page)).toEqual([])
      await submit(page, t)
      await expectThankYouRoute(page, locale, "maintenance")
      expect(hubSpotFields(await deliveredWith(email))).toMatchObject({
        maintenance_location: workshop,
        maintenance_location_email: workshopEmail,
      })
    },
  )
})

describe("the Netherlands rent/lease form", () => {
  it.each(["nl"])("in %s: finds the company in the (demo) KVK register, sends and lands on ?form=lease-rental", async (locale) => {
    const t = strings(locale, "forms")
    await openForm(page, await formPagePath("nl_rent_lease", locale), locale)
    await form(page).getByRole("combobox", { name: t.asset_type, exact: true }).selectOption("100000003")
    await form(page).getByRole("combobox", { name: t.asset, exact: true }).selectOption("e_reefer")
    await form(page).getByRole("radio", { name: t.term_first_1 }).check()
    await form(page).getByRole("combobox", { name: t.company, exact: true }).fill("Polder")
    await form(page).getByRole("option", { name: "Polderkoeling Transport B.V. (90412345)" }).click()
    await expectValue(page, t.zip, "2665KK")
    expect(await form(page).getByRole("textbox", { name: t.kvk_number, exact: true }).inputValue()).toBe("90412345")
    await chooseFromList(page, t.country, locale === "nl" ? "Nederland" : "Netherlands")
    const email = uniqueEmail(`nl-rent-${locale}`)
    await person(page, t, email)
    await agree(page, t)
    await submit(page, t)
    await expectThankYouRoute(page, locale, "lease-rental")
    expect(hubSpotFields(await deliveredWith(email))).toMatchObject({ kvk_number: "90412345", zip: "2665KK", requested_period__c: "Week" })
  })
})

async function expectValue(page: Page, label: string, value: string): Promise<void> {
  await page.waitForFunction(
    ([name, expected]) =>
      Array.from(document.querySelectorAll<HTMLInputElement>("input")).some(
        (input) => input.labels?.[0]?.textContent?.startsWith(name) && input.value === expected,
      ),
    [label, value],
  )
}

describe("the Netherlands parts form", () => {
  it.each(["en"])("in %s: sends a part request and lands on ?form=parts", async (locale) => {
    const t = strings(locale, "forms")
    await openForm(page, await formPagePath("nl_parts", locale), locale)
    await form(page).getByRole("combobox", { name: t.product, exact: true }).selectOption("Remmen")
    await form(page).getByRole("spinbutton", { name: t.quantity, exact: true }).fill("0")
    await submit(page, t)
    await form(page).getByText(t.QUANTITY).waitFor()
    await form(page).getByRole("spinbutton", { name: t.quantity, exact: true }).fill("4")
    await form(page).getByRole("textbox", { name: t.product_description, exact: true }).fill("Remschijven SAF")
    await form(page).getByRole("textbox", { name: t.company, exact: true }).fill("Noordzee Vers")
    await form(page).getByRole("textbox", { name: t.zip, exact: true }).fill("1976BA")
    const email = uniqueEmail(`parts-${locale}`)
    await person(page, t, email)
    await agree(page, t)
    await submit(page, t)
    await expectThankYouRoute(page, locale, "parts")
    expect(hubSpotFields(await deliveredWith(email))).toMatchObject({ parts_product: "Remmen", parts_quantity: "4" })
  })
})

describe("the insight (connected solutions) form", () => {
  it.each([["en-gb", "United King"]])(
    "in %s: sends the chosen solutions and lands on ?form=connected-solutions",
    async (locale, country) => {
      const t = strings(locale, "forms")
      await openForm(page, await formPagePath("insight", locale), locale)
      await form(page).getByRole("checkbox", { name: "FleetRadar" }).check()
      await form(page).getByRole("checkbox", { name: "TyrePlus" }).check()
      const email = uniqueEmail(`insight-${locale}`)
      await person(page, t, email, { salutation: false, phone: "" })
      await chooseFromList(page, t.country, country)
      await agree(page, t)
      await submit(page, t)
      await expectThankYouRoute(page, locale, "connected-solutions")
      expect(hubSpotFields(await deliveredWith(email)).connected_solutions_form_interest).toBe("FleetRadar;TyrePlus")
    },
  )
})

describe("the e-reefer contact form (three steps)", () => {
  it.each([["nl", "Belg"]])("in %s: goes through the steps and lands on ?form=ereefer", async (locale, country) => {
    const t = strings(locale, "forms")
    await openForm(page, await formPagePath("contact_simple", locale), locale)
    await form(page).getByRole("button", { name: t.next, exact: true }).click()
    await form(page).getByRole("alert").filter({ hasText: t.error_summary }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await form(page).getByRole("textbox", { name: t.company, exact: true }).fill("Koeltransport Zuid")
    await chooseFromList(page, t.country, country)
    await form(page).getByRole("button", { name: t.next, exact: true }).click()
    await form(page).getByRole("textbox", { name: t.ereefer_question, exact: true }).fill("Nachtdistributie in Antwerpen")
    await form(page).getByRole("button", { name: t.back, exact: true }).click()
    expect(await form(page).getByRole("textbox", { name: t.company, exact: true }).inputValue()).toBe("Koeltransport Zuid")
    await form(page).getByRole("button", { name: t.next, exact: true }).click()
    await form(page).getByRole("button", { name: t.next, exact: true }).click()
    expect(
      await form(page)
        .getByRole("checkbox", { name: policy(t) })
        .isChecked(),
    ).toBe(true)
    const email = uniqueEmail(`ereefer-${locale}`)
    await person(page, t, email)
    await submit(page, t)
    await expectThankYouRoute(page, locale, "ereefer")
    expect(hubSpotFields(await deliveredWith(email))).toMatchObject({ enquiry_subject: "e-Reefer", country: "Belgium" })
  })
})

describe("the new-design lease_rental form (three steps)", () => {
  it.each([["en", "Netherl"]])("in %s: sends through send-data-form and lands on ?form=lease-rental", async (locale, country) => {
    const t = strings(locale, "forms")
    await openForm(page, await formPagePath("lease_rental_new", locale), locale)
    await form(page).getByRole("combobox", { name: t.asset_type, exact: true }).selectOption("100000008")
    await form(page).getByRole("combobox", { name: t.asset, exact: true }).selectOption("e_van")
    await form(page).getByRole("radio", { name: t.term_new_2 }).check()
    await form(page).getByRole("button", { name: t.next, exact: true }).click()
    await form(page).getByRole("textbox", { name: t.company, exact: true }).fill("City Logistics")
    await form(page).getByRole("textbox", { name: t.city, exact: true }).fill("Utrecht")
    await chooseFromList(page, t.country, country)
    await form(page).getByRole("button", { name: t.next, exact: true }).click()
    const email = uniqueEmail(`lease-new-${locale}`)
    await person(page, t, email)
    expect(await axeViolations(page)).toEqual([])
    await submit(page, t)
    await expectThankYouRoute(page, locale, "lease-rental")
    expect(hubSpotFields(await deliveredWith(email))).toMatchObject({
      requested_duration__c: "1",
      requested_period__c: "Month",
      asset__c: "e-Van",
    })
  })
})

describe("the Canadian forms (Salesforce web-to-lead)", () => {
  it.each(["en-ca"])("in %s: the contact form posts its hidden web-to-lead form and thanks in place", async (locale) => {
    const t = strings(locale, "forms")
    await openForm(page, await formPagePath("ca_contact", locale), locale)
    await form(page).getByRole("combobox", { name: t.branch, exact: true }).selectOption("CA07")
    await form(page).getByRole("combobox", { name: t.department, exact: true }).selectOption("Parts")
    const email = uniqueEmail(`ca-contact-${locale}`)
    await person(page, t, email, { salutation: false, phone: "" })
    await form(page).getByRole("radio", { name: t.callback_email }).check()
    await form(page).getByRole("textbox", { name: t.feedback, exact: true }).fill("Need brake pads")
    await agree(page, t)
    await submit(page, t)
    await page.locator(".form-thank-you h2").waitFor()
    expect(await axeViolations(page)).toEqual([])
    const entry = await deliveredWith(email)
    expect(entry).toMatchObject({ channel: "salesforce", formId: "ca_contact" })
  })

  it.each(["fr-ca"])("in %s: the quote form does the same", async (locale) => {
    const t = strings(locale, "forms")
    await openForm(page, await formPagePath("ca_quote", locale), locale)
    await form(page).getByRole("radio", { name: t.request_lease }).check()
    await form(page).getByRole("textbox", { name: t.company, exact: true }).fill("Northern Haul Inc.")
    await form(page).getByRole("textbox", { name: t.zip, exact: true }).fill("L5T 2W1")
    const email = uniqueEmail(`ca-quote-${locale}`)
    await person(page, t, email, { salutation: false, phone: "+19055550100" })
    await agree(page, t)
    await submit(page, t)
    await page.locator(".form-thank-you h2").waitFor()
    const entry = await deliveredWith(email)
    expect(entry).toMatchObject({ channel: "salesforce", formId: "ca_quote" })
    expect(JSON.stringify(entry.upstream)).toContain("Northern Haul Inc.")
  })
})

describe("the landing page", () => {
  it.each([["de", "Kühl"]])("in %s: embeds the lease/rental form and thanks in place", async (locale, assetType) => {
    const t = strings(locale, "forms")
    await openForm(page, await formPagePath("lease_rental", locale, { uuid: FIXED_IDS.landingPage }), locale)
    const address = page.url()
    await form(page).getByRole("radio", { name: t.term_first_1 }).check()
    await chooseFromList(page, t.asset_type, assetType)
    await form(page).getByRole("textbox", { name: t.company, exact: true }).fill("Kühltransporte Süd")
    await form(page).getByRole("textbox", { name: t.street, exact: true }).fill("Hafenstraße 1")
    await form(page).getByRole("textbox", { name: t.city, exact: true }).fill("Bremen")
    await chooseFromList(page, t.country, locale === "de" ? "Deutschland" : "Germany")
    const email = uniqueEmail(`landing-${locale}`)
    await person(page, t, email)
    await agree(page, t)
    await submit(page, t)
    await page.locator(".form-thank-you h2").waitFor()
    expect(page.url()).toBe(address)
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("H2")
    await deliveredWith(email)
  })
})

describe("the footer newsletter", () => {
  it.each([["nl", "Voer een geldig e-mailadres in", "Bedankt! U bent nu ingeschreven voor onze nieuwsbrief."]])(
    "in %s: refuses a bad address, then signs up",
    async (locale, invalid, success) => {
      await gotoHydrated(page, `/${locale}/`)
      await page.getByRole("button", { name: strings(locale, "consent").reject_all }).click()
      const field = page.getByRole("textbox", { name: strings(locale, "newsletter").newsletter_email_label })
      await field.fill("jan@bedrijf")
      // Its code loads at the first interaction: Enter once the form is hydrated.
      await page.locator("form.newsletter[data-ready]").waitFor()
      await field.press("Enter")
      await page.getByText(invalid).waitFor()
      const email = uniqueEmail(`newsletter-${locale}`)
      await field.fill(email)
      await field.press("Enter")
      await page.getByText(success).waitFor()
      expect(await axeViolations(page)).toEqual([])
      expect(hubSpotFields(await deliveredWith(email)).hs_language).toBe(locale)
    },
  )
})

describe("cookie consent", () => {
  it("is asked in the page's language, answered by keyboard, remembered, and changeable from the footer", async () => {
    const t = strings("de", "consent")
    await gotoHydrated(page, "/de/")
    await page.getByRole("region", { name: t.title }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press("Tab")
    await page.keyboard.press("Tab")
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(t.accept_all)
    await page.keyboard.press("Tab")
    await page.keyboard.press("Enter")
    await page.getByRole("region", { name: t.title }).waitFor({ state: "detached" })
    await page.reload()
    expect(await page.getByRole("region", { name: t.title }).count()).toBe(0)
    expect(await page.locator("#hs-script-loader").count()).toBe(0)
    await page.getByRole("button", { name: t.cookie_settings }).click()
    await page.getByRole("region", { name: t.title }).waitFor()
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("H2")
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole("checkbox", { name: t.category_marketing }).check()
    await page.getByRole("button", { name: t.save }).click()
    await page.locator("#hs-script-loader").waitFor({ state: "attached" })
    const consentMode = await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer))
    expect(consentMode).toContain('"ad_storage":"granted"')
    expect(consentMode).toContain('"analytics_storage":"denied"')
  })

  it("is in the layout from the first paint for a first visit and never shows for a returning one: nothing shifts", async () => {
    const t = strings("en", "consent")
    // Layout shifts of the whole page view, from the start of the navigation.
    await page.addInitScript(() => {
      const win = window as unknown as { shifts: number }
      win.shifts = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) win.shifts += (entry as unknown as { value: number }).value
      }).observe({ type: "layout-shift", buffered: true })
    })
    const shifts = () => page.evaluate(() => (window as unknown as { shifts: number }).shifts)
    await gotoHydrated(page, "/en/")
    await page.getByRole("region", { name: t.title }).waitFor()
    expect(await shifts()).toBeLessThanOrEqual(0.02)
    await page.getByRole("button", { name: t.reject_all }).click()
    await gotoHydrated(page, "/en/rental/")
    expect(await page.getByRole("region", { name: t.title }).count()).toBe(0)
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-consent-pending"))).toBe(false)
    expect(await shifts()).toBeLessThanOrEqual(0.02)
  })

  it("lets the tracking script set the hutk cookie, which the next enquiry carries", async () => {
    const locale = "en"
    const t = strings(locale, "forms")
    await openForm(page, await formPagePath("contact", locale), locale, "accept_all")
    await page.waitForFunction(() => /hubspotutk=[0-9a-f]{32}/.test(document.cookie))
    const hutk = (await context.cookies()).find((cookie) => cookie.name === "hubspotutk")?.value
    const email = uniqueEmail("hutk")
    await form(page).getByRole("textbox", { name: t.company, exact: true }).fill("Tracked Ltd")
    await form(page).getByRole("textbox", { name: t.zip, exact: true }).fill("NN11 8QT")
    await chooseFromList(page, t.country, "United King")
    await person(page, t, email)
    await form(page).getByRole("textbox", { name: t.description, exact: true }).fill("Hello")
    await agree(page, t)
    await submit(page, t)
    await expectThankYouRoute(page, locale, "general")
    const entry = await deliveredWith(email)
    expect(entry.upstream.channel === "hubspot" && entry.upstream.payload.context.hutk).toBe(hutk)
  })

  it("captures campaign values from the landing URL for a later enquiry", async () => {
    const locale = "en"
    const t = strings(locale, "forms")
    await gotoHydrated(page, `/${locale}/?utm_source=linkedin&utm_campaign=e2e-spring&utm_medium=social`)
    await page.waitForFunction(() => localStorage.getItem("fleetlane:utm") !== null)
    await openForm(page, await formPagePath("contact", locale), locale)
    const email = uniqueEmail("utm")
    await form(page).getByRole("textbox", { name: t.company, exact: true }).fill("Campaign Ltd")
    await form(page).getByRole("textbox", { name: t.zip, exact: true }).fill("1000")
    await chooseFromList(page, t.country, "Belgium")
    await person(page, t, email)
    await form(page).getByRole("textbox", { name: t.description, exact: true }).fill("Hello")
    await agree(page, t)
    await submit(page, t)
    await expectThankYouRoute(page, locale, "general")
    expect(hubSpotFields(await deliveredWith(email))).toMatchObject({
      utm_source: "linkedin",
      utm_campaign: "e2e-spring",
      utm_medium: "social",
      utm_term: "",
    })
  })
})

describe("the endpoints behind netlify serve", () => {
  it("answer 4xx to malformed input and never leak a stack trace", async () => {
    const post = (path: string, body: string, type = "application/json") =>
      fetch(url(path), { method: "POST", headers: { "Content-Type": type }, body })
    expect((await post("/api/submit-hubspot-data", "{nope")).status).toBe(400)
    expect((await post("/api/submit-hubspot-data", JSON.stringify({ formId: "unknown" }))).status).toBe(400)
    expect((await post("/api/send-data-form", "x".repeat(40_000))).status).toBe(413)
    expect((await post("/api/web-to-lead", "form_id=ca_quote", "text/plain")).status).toBe(415)
    expect((await fetch(url("/api/search-kvk-companies?companyName=a"))).status).toBe(400)
    expect((await fetch(url("/api/fetch-kvk-company-details?kvkNumber=123"))).status).toBe(400)
    const search = await fetch(url("/api/search-kvk-companies?companyName=logistiek"))
    expect(search.status).toBe(200)
    expect((await search.json()).kvkData.length).toBeGreaterThan(0)
  })
})
