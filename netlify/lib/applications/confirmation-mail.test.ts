import { LOCALE_CODES } from "../../../src/config/locales"
import type { ApplicationData } from "./application"
import { confirmationMail } from "./confirmation-mail"

const application: ApplicationData = {
  formId: "job_application",
  locale: "de",
  firstName: "Jürgen",
  lastName: "Schmidt",
  email: "juergen@example.de",
  phoneCountry: "DE",
  phoneCode: "49",
  phone: "1701234567",
  jobRequisitionId: "JR-1",
  source: "LINKEDIN",
  location: null,
  forMechanic: true,
  files: [
    { fileId: "a", fileName: "application-1.pdf", contentType: "application/pdf", size: 10, sha256: "x" },
    { fileId: "b", fileName: "application-2.txt", contentType: "text/plain", size: 10, sha256: "y" },
  ],
  receivedAt: "2026-11-25T21:00:00.000Z",
}

const FROM = "Fleetlane careers <careers-noreply@fleetlane.example>"

describe("the applicant's confirmation", () => {
  it("goes to the applicant in the language of the page, with the reference and the number of documents", () => {
    const mail = confirmationMail("6b1f4f4e-7d1c-4b0e-9a53-2f1c9d0e8a77", application, FROM)
    expect(mail).toMatchObject({ from: FROM, to: "juergen@example.de", subject: "Wir haben Ihre Bewerbung erhalten" })
    expect(mail.text).toContain("Guten Tag Jürgen,")
    expect(mail.text).toContain("Ihre Referenz: 6b1f4f4e")
    expect(mail.text).toContain("Erhaltene Unterlagen: 2")
    expect(mail.attachments).toBeUndefined()
  })

  it.each([...LOCALE_CODES])("has its own texts in %s, every placeholder filled", (locale) => {
    const strings = require(`../../../src/i18n/${locale}/application-mail.json`) as Record<string, string>
    const mail = confirmationMail("6b1f4f4e-7d1c-4b0e-9a53-2f1c9d0e8a77", { ...application, locale }, FROM)
    expect(mail.subject).toBe(strings.subject)
    expect(mail.text).toContain(strings.received)
    expect(mail.text).not.toMatch(/\{\{/)
  })
})
