import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigate } from "gatsby"
import { mockFetch, pageProps, renderForm } from "../test-support"
import ContactForm from "./ContactForm"

const de = require("../../../i18n/de/forms.json")

jest.setTimeout(30_000)

beforeEach(() => jest.mocked(navigate).mockClear())

async function fillIn(user: ReturnType<typeof userEvent.setup>, phone = "") {
  await user.type(screen.getByRole("textbox", { name: /Firma/ }), "Spedition Müller GmbH")
  await user.type(screen.getByRole("textbox", { name: /Postleitzahl/ }), "47119")
  await user.type(screen.getByRole("combobox", { name: /Land/ }), "Deutschland")
  await user.tab()
  await user.click(screen.getByLabelText("Herr"))
  await user.type(screen.getByRole("textbox", { name: /Vorname/ }), "Jonas")
  await user.type(screen.getByRole("textbox", { name: /Nachname/ }), "Müller")
  await user.type(screen.getByRole("textbox", { name: /E-Mail-Adresse/ }), "jonas@mueller.de")
  if (phone) await user.type(screen.getByRole("textbox", { name: /Telefonnummer/ }), phone)
  await user.type(screen.getByRole("textbox", { name: /Ihre Nachricht/ }), "Bitte rufen Sie mich an.")
  await user.click(screen.getByRole("checkbox", { name: /Datenschutzerklärung/ }))
}

describe("the contact form", () => {
  it("requires the postal code and the message, rejecting whitespace", async () => {
    const user = userEvent.setup({ delay: null })
    renderForm(ContactForm, pageProps("contact", "de"))
    await user.type(screen.getByRole("textbox", { name: /Ihre Nachricht/ }), "   ")
    await user.click(screen.getByRole("button", { name: "Senden" }))
    expect(await screen.findAllByText(de.REQUIRED)).not.toHaveLength(0)
    expect(screen.getByRole("textbox", { name: /Ihre Nachricht/ })).toHaveAccessibleDescription(de.REQUIRED)
    expect(screen.getByRole("textbox", { name: /Postleitzahl/ })).toHaveAccessibleDescription(de.REQUIRED)
    expect(screen.getByRole("textbox", { name: /Telefonnummer/ })).not.toHaveAttribute("aria-invalid", "true")
  })

  it("checks an optional phone only when it is filled", async () => {
    const user = userEvent.setup({ delay: null })
    renderForm(ContactForm, pageProps("contact", "de"))
    await fillIn(user, "0203 555 Zentrale")
    await user.click(screen.getByRole("button", { name: "Senden" }))
    expect(await screen.findByText(de.PHONE)).toBeInTheDocument()
  })

  it("selects a country typed in full, sends and thanks on the thank-you route with ?form=general", async () => {
    const user = userEvent.setup({ delay: null })
    const calls = mockFetch({ "/api/submit-hubspot-data": { status: 202 } })
    renderForm(ContactForm, pageProps("contact", "de", { thankYouPath: "/de/danke" }))
    await fillIn(user)
    await user.click(screen.getByRole("button", { name: "Senden" }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/de/danke/?form=general"))
    expect(calls[0].body).toMatchObject({
      formId: "contact",
      locale: "de",
      values: { country_full: "DE", phone: "", zip: "47119", salutation: "Mr." },
    })
  })
})
