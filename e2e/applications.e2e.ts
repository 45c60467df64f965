import { readdir, readFile, stat } from "node:fs/promises"
import path from "node:path"
import type { Page } from "playwright-core"
import { APPLICATION_FAILURE_FLAG } from "../src/domain/careers/application-failure"
import { pdfOfSize } from "../netlify/test-support/documents"
import { parseEml, type ParsedMail } from "../netlify/test-support/eml"
import { valueIn, type ContentStore, type Entity } from "../tools/content-server/content-store"
import { axeViolations, gotoHydrated, useBrowserPage } from "./support/browser"
import { demoContent, translationPage } from "./support/content"

/** Where `netlify serve` (run from the project) writes what the recruiting system would receive, and the mails. */
const RECRUITING_SINK = path.resolve(".netlify/application-sink/recruiting")
const MAIL_SINK = path.resolve(".netlify/application-sink/mail")

let page: Page
let content: ContentStore

useBrowserPage({ viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" }, (session) => ({ page } = session))

beforeAll(async () => {
  content = await demoContent()
})

const strings = (locale: string): Record<string, string> => require(`../src/i18n/${locale}/careers.json`)
const forms = (locale: string): Record<string, string> => require(`../src/i18n/${locale}/forms.json`)
const text = (entity: Entity, field: string, locale: string) => String(valueIn(entity.values[field], locale, entity.langcode))

/** A small but real PDF (the upload checks the whole file), as an applicant's CV. */
function pdf(name: string): Buffer {
  return pdfOfSize(2000, name)
}

async function sinkFileWith(needle: string): Promise<string | null> {
  const names = await readdir(RECRUITING_SINK).catch(() => [] as string[])
  const files = await Promise.all(names.map(async (name) => ({ name, time: (await stat(path.join(RECRUITING_SINK, name))).mtimeMs })))
  for (const file of files.sort((a, b) => b.time - a.time)) {
    const xml = await readFile(path.join(RECRUITING_SINK, file.name), "utf8")
    if (xml.includes(needle)) return xml
  }
  return null
}

/** The applicant's confirmation in the mail sink whose text holds `needle`. */
async function confirmationWith(needle: string): Promise<ParsedMail | null> {
  const names = (await readdir(MAIL_SINK).catch(() => [] as string[])).filter((name) => name.endsWith("-confirmation.eml"))
  for (const name of names) {
    const mail = parseEml(await readFile(path.join(MAIL_SINK, name), "utf8"))
    if (mail.text.includes(needle)) return mail
  }
  return null
}

async function applyFromVacancy(vacancy: Entity, locale: string, applicant: { first: string; last: string }) {
  const own = strings(locale)
  const labels = forms(locale)
  await gotoHydrated(page, translationPage(vacancy, locale)!.path)
  await page.getByRole("link", { name: own.apply }).first().click()
  await page.waitForURL(/jobRequisitionId=/)
  // The click was the first interaction: the form's code loads and takes the form over.
  await page.locator("form[data-form-id][data-ready]").waitFor()
  await page.getByText(own.vacancy_reference.replace("{{id}}", String(vacancy.values.field_requisition_id))).waitFor()
  // Inside the application form: the footer's newsletter sign-up has an e-mail field too.
  const form = page.locator("form[data-form-id]")
  await form.getByRole("textbox", { name: labels.first_name, exact: true }).fill(applicant.first)
  await form.getByRole("textbox", { name: labels.last_name, exact: true }).fill(applicant.last)
  await form.getByRole("textbox", { name: labels.email }).fill(`${applicant.first.toLowerCase()}@example.com`)
  await form.getByRole("combobox", { name: own.phone_code }).selectOption("NL")
  await form.getByRole("textbox", { name: own.phone_digits }).fill("612345678")
  await form
    .getByLabel(own.files)
    .setInputFiles({ name: `${applicant.last}.pdf`, mimeType: "application/pdf", buffer: pdf(applicant.last) })
  await form.getByRole("button", { name: own.file_remove.replace("{{name}}", `${applicant.last}.pdf`) }).waitFor()
  await form.getByRole("combobox", { name: own.reference }).selectOption("LINKEDIN")
  await form.getByRole("checkbox", { name: new RegExp(labels.privacy_label.split("<policy>")[0].trim().slice(0, 20)) }).check()
  expect(await axeViolations(page)).toEqual([])
}

describe("applying to a vacancy with a CV", () => {
  it.each([
    ["en", "mechanic-belgium", { first: "Anna", last: "Kowalska" }],
    ["fr-be", "mechanic-belgium", { first: "Élodie", last: "Dubois" }],
  ])("works in %s: the application reaches the recruiting system and the thank-you page follows", async (locale, key, applicant) => {
    const vacancy = content.getByKey("node--vacancy", key)!
    await applyFromVacancy(vacancy, locale, applicant)
    await page.getByRole("button", { name: strings(locale).SUBMIT }).click()
    const thankYou = content.getByKey("node--page", "thank-you-application")!
    await page.waitForURL(`**${translationPage(thankYou, locale)!.path}`)
    await page.getByRole("heading", { level: 1, name: text(thankYou, "title", locale) }).waitFor()

    const xml = await sinkFileWith(`<wd:Last_Name>${applicant.last}</wd:Last_Name>`)
    expect(xml).toContain(`<wd:ID wd:type="Job_Requisition_ID">${vacancy.values.field_requisition_id}</wd:ID>`)
    const file = /<wd:File>([^<]+)<\/wd:File>/.exec(xml ?? "")?.[1] ?? ""
    expect(Buffer.from(file, "base64").equals(pdf(applicant.last))).toBe(true)
    // The applicant's confirmation, in the page's language (issue 19).
    const mailStrings: Record<string, string> = require(`../src/i18n/${locale}/application-mail.json`)
    const confirmation = await confirmationWith(mailStrings.greeting.replace("{{name}}", applicant.first))
    expect(confirmation?.text).toContain(mailStrings.received)
  })
})

describe("when the recruiting system does not take an application", () => {
  it("mails it, reloads and shows a persistent error toast", async () => {
    const locale = "en"
    const vacancy = content.getByKey("node--vacancy", "mechanic-netherlands")!
    // The application goes to the real endpoint; the answer is turned into "stored, not delivered".
    await page.route("**/api/send-application", async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as { id: string }
      await route.fulfill({ status: 202, contentType: "application/json", body: JSON.stringify({ status: "queued", id: body.id }) })
    })
    const mailRequest = page.waitForRequest("**/api/send-mail")
    await applyFromVacancy(vacancy, locale, { first: "Jan", last: "Toast" })
    const reloaded = page.waitForEvent("load")
    await page.getByRole("button", { name: strings(locale).SUBMIT }).click()
    expect(JSON.parse((await mailRequest).postData() ?? "{}")).toEqual({ applicationId: expect.any(String) })
    await reloaded
    const toast = page.getByRole("alert").filter({ hasText: strings(locale).failure_toast })
    await toast.waitFor()
    await expect(page.evaluate((flag) => window.localStorage.getItem(flag), APPLICATION_FAILURE_FLAG)).resolves.toBeNull()
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole("button", { name: strings(locale).failure_toast_close }).click()
    await expect(toast.count()).resolves.toBe(0)
  })
})
