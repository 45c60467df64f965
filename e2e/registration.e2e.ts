import type { Page } from "playwright-core"
import { DEMO_REGISTRATIONS, demoDocumentPaths } from "../netlify/lib/registration/demo-records"
import { axeViolations, gotoHydrated, url, useBrowserPage } from "./support/browser"
import { demoContent, translationPage } from "./support/content"

let page: Page

useBrowserPage({ viewport: { width: 1280, height: 900 } }, (session) => ({ page } = session))

async function lookupPage(locale: string): Promise<string> {
  const node = (await demoContent()).ofType("node--form").find((candidate) => candidate.values.field_form === "registration_lookup")
  const expected = node && translationPage(node, locale)
  if (!expected) throw new Error(`no ${locale} registration lookup page in the demo content`)
  return expected.path
}

async function expectAccessible() {
  expect(await axeViolations(page)).toEqual([])
}

describe("the registration lookup", () => {
  it("needs a field, finds a trailer with its two documents and sends them by e-mail", async () => {
    const trailer = DEMO_REGISTRATIONS[0]
    const documents = demoDocumentPaths(trailer)
    await gotoHydrated(page, await lookupPage("en"))
    await page.getByRole("button", { name: "Search" }).click()
    await page.getByRole("alert").filter({ hasText: "Fill in a trailer number, a license plate or a VIN." }).waitFor()
    await expectAccessible()

    await page.getByRole("textbox", { name: "License plate" }).fill(trailer.license.toLowerCase())
    await page.getByRole("button", { name: "Search" }).click()
    const table = page.getByRole("table", { name: "The trailer and its documents" })
    await table.waitFor()
    await table.getByRole("cell", { name: trailer.vin }).waitFor()
    const registrationHref = await table.getByRole("link", { name: "Registration document (PDF)" }).getAttribute("href")
    const cviHref = await table.getByRole("link", { name: "CVI certificate (PDF)" }).getAttribute("href")
    expect(new URL(registrationHref!).pathname).toBe(documents.registration)
    expect(new URL(cviHref!).pathname).toBe(documents.cvi)
    const pdf = await fetch(url(documents.cvi))
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get("content-type")).toContain("application/pdf")
    await expectAccessible()

    await page.getByRole("main").getByRole("textbox", { name: "E-mail address" }).fill("fleet@haulier.example")
    await page.getByRole("button", { name: "Send" }).click()
    await page.getByRole("heading", { name: "Documents sent" }).waitFor()
    await expectAccessible()
  })

  it("says so when no trailer matches, keeping what was typed, and a new search starts over", async () => {
    await gotoHydrated(page, await lookupPage("en-gb"))
    const field = page.getByRole("textbox", { name: "Trailer number" })
    await field.fill("FL-999999")
    await page.getByRole("button", { name: "Search" }).click()
    await page.getByRole("alert").filter({ hasText: "We could not find a trailer with these details." }).waitFor()
    await expect(field.inputValue()).resolves.toBe("FL-999999")
    await expectAccessible()

    await field.fill(DEMO_REGISTRATIONS[1].trailer)
    await page.getByRole("button", { name: "Search" }).click()
    await page.getByRole("table").waitFor()
    const reload = page.waitForEvent("load")
    await page.getByRole("button", { name: "New search" }).click()
    await reload
    await expect(page.getByRole("textbox", { name: "Trailer number" }).inputValue()).resolves.toBe("")
  })
})
