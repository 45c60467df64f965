import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigate } from "gatsby"
import { alertText, fakeResponse, mockFetch, pageProps, renderForm } from "../test-support"
import LeaseRentalForm from "./LeaseRentalForm"

const nl = require("../../../i18n/nl/forms.json")

jest.setTimeout(30_000)

beforeEach(() => {
  jest.mocked(navigate).mockClear()
  localStorage.clear()
  document.cookie = "hubspotutk=; max-age=0"
})

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText("6 maanden (huur)"))
  await user.type(screen.getByRole("combobox", { name: /Type materieel/ }), "koel")
  await user.keyboard("{ArrowDown}{Enter}")
  await user.type(screen.getByRole("textbox", { name: /Bedrijfsnaam/ }), "Polderkoeling B.V.")
  await user.type(screen.getByRole("textbox", { name: /Straat en huisnummer/ }), "Koelhuisweg 4")
  await user.type(screen.getByRole("textbox", { name: /Plaats/ }), "Bleiswijk")
  await user.type(screen.getByRole("combobox", { name: /Land/ }), "Nederland")
  await user.keyboard("{ArrowDown}{Enter}")
  await user.click(screen.getByLabelText("Mevr."))
  await user.type(screen.getByRole("textbox", { name: /Voornaam/ }), "Anna")
  await user.type(screen.getByRole("textbox", { name: /Achternaam/ }), "de Vries")
  await user.type(screen.getByRole("textbox", { name: /E-mailadres/ }), " anna@polderkoeling.nl ")
  await user.type(screen.getByRole("textbox", { name: /Telefoonnummer/ }), "+31612345678")
  await user.click(screen.getByRole("checkbox", { name: /privacyverklaring/ }))
}

describe("the lease/rental form (first design)", () => {
  it("starts empty: no term, no choice, boxes unticked", () => {
    renderForm(LeaseRentalForm, pageProps("lease_rental", "nl"))
    expect(screen.getAllByRole("radio").filter((radio) => (radio as HTMLInputElement).checked)).toEqual([])
    expect(screen.getByRole("combobox", { name: /Type materieel/ })).toHaveValue("")
    expect(screen.getByRole("checkbox", { name: /privacyverklaring/ })).not.toBeChecked()
    expect(screen.getByRole("checkbox", { name: /nieuwsbrief/ })).not.toBeChecked()
  })

  it("announces the errors in the page's language and moves focus to the first invalid field", async () => {
    const user = userEvent.setup({ delay: null })
    renderForm(LeaseRentalForm, pageProps("lease_rental", "nl"))
    await user.click(screen.getByRole("button", { name: "Versturen" }))
    await waitFor(() => expect(alertText()).toContain(nl.error_summary))
    expect(document.activeElement).toBe(screen.getByLabelText("1 week (huur)"))
    const company = screen.getByRole("textbox", { name: /Bedrijfsnaam/ })
    expect(company).toHaveAttribute("aria-invalid", "true")
    expect(company).toHaveAccessibleDescription(nl.REQUIRED)
    expect(screen.getByRole("textbox", { name: /E-mailadres/ })).toHaveAccessibleDescription(nl.REQUIRED)
    expect(screen.getByText(nl.PRIVACY)).toBeInTheDocument()
    expect(screen.queryByRole("textbox", { name: /Postcode/ })).not.toHaveAttribute("aria-invalid", "true")
  })

  it("checks e-mail and phone as they are corrected", async () => {
    const user = userEvent.setup({ delay: null })
    renderForm(LeaseRentalForm, pageProps("lease_rental", "nl"))
    await user.type(screen.getByRole("textbox", { name: /E-mailadres/ }), "anna@polder")
    await user.type(screen.getByRole("textbox", { name: /Telefoonnummer/ }), "06 123 bellen")
    await user.click(screen.getByRole("button", { name: "Versturen" }))
    expect(await screen.findByText(nl.EMAIL)).toBeInTheDocument()
    expect(screen.getByText(nl.PHONE)).toBeInTheDocument()
    await user.type(screen.getByRole("textbox", { name: /E-mailadres/ }), ".nl")
    await waitFor(() => expect(screen.queryByText(nl.EMAIL)).not.toBeInTheDocument())
  })

  it("sends the checked values to submit-hubspot-data and goes to the thank-you route with ?form=lease-rental", async () => {
    const user = userEvent.setup({ delay: null })
    localStorage.setItem("fleetlane:utm", JSON.stringify({ utm_source: "google", utm_campaign: "spring" }))
    document.cookie = "hubspotutk=0123456789abcdef0123456789abcdef"
    const calls = mockFetch({ "/api/submit-hubspot-data": { status: 202, body: { status: "accepted" } } })
    renderForm(LeaseRentalForm, pageProps("lease_rental", "nl-be", { thankYouPath: "/nl-be/bedankt" }))
    await fillIn(user)
    await user.click(screen.getByRole("button", { name: "Versturen" }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/nl-be/bedankt/?form=lease-rental"))
    expect(calls).toHaveLength(1)
    expect(calls[0].url).toBe("/api/submit-hubspot-data")
    expect((calls[0].init?.headers as Record<string, string>)["Idempotency-Key"]).toMatch(/^[0-9a-f-]{32,36}$/)
    expect(calls[0].body).toMatchObject({
      formId: "lease_rental",
      locale: "nl-be",
      values: {
        term: 2,
        asset_type: "100000003",
        company: "Polderkoeling B.V.",
        country_full: "NL",
        salutation: "Ms.",
        email: "anna@polderkoeling.nl",
        phone: "+31612345678",
        zip: "",
        receive_tip_newsletter: false,
        privacy: true,
      },
      context: { hutk: "0123456789abcdef0123456789abcdef", pageUri: "http://localhost/" },
      utm: { utm_source: "google", utm_campaign: "spring", utm_medium: "", utm_content: "", utm_term: "" },
      fax_number: "",
    })
  })

  it("keeps every value and says so when the submission cannot be stored, then retries with the same key", async () => {
    const user = userEvent.setup({ delay: null })
    const calls = mockFetch({ "/api/submit-hubspot-data": [{ status: 503, body: { error: "storage_unavailable" } }, { status: 202 }] })
    jest.spyOn(console, "error").mockImplementation(() => undefined)
    renderForm(LeaseRentalForm, pageProps("lease_rental", "nl"))
    await fillIn(user)
    await user.click(screen.getByRole("button", { name: "Versturen" }))
    expect(await screen.findByText(nl.submit_error)).toBeInTheDocument()
    expect(navigate).not.toHaveBeenCalled()
    expect(screen.getByRole("textbox", { name: /Bedrijfsnaam/ })).toHaveValue("Polderkoeling B.V.")
    await user.click(screen.getByRole("button", { name: "Versturen" }))
    await waitFor(() => expect(navigate).toHaveBeenCalled())
    const keys = calls.map((call) => (call.init?.headers as Record<string, string>)["Idempotency-Key"])
    expect(keys[0]).toBe(keys[1])
    jest.mocked(console.error).mockRestore()
  })

  it("disables the submit button while submitting", async () => {
    const user = userEvent.setup({ delay: null })
    let answer: (response: Response) => void = () => undefined
    mockFetch({})
    global.fetch = jest.fn((url: string) =>
      url.startsWith("/api/form-start") ? Promise.resolve(fakeResponse(404, {})) : new Promise<Response>((resolve) => (answer = resolve)),
    ) as typeof fetch
    renderForm(LeaseRentalForm, pageProps("lease_rental", "nl"))
    await fillIn(user)
    await user.click(screen.getByRole("button", { name: "Versturen" }))
    await waitFor(() => expect(screen.getByRole("button", { name: "Versturen" })).toBeDisabled())
    answer(fakeResponse(202, {}))
    await waitFor(() => expect(navigate).toHaveBeenCalled())
  })

  it("shows the server's field errors when it disagrees", async () => {
    const user = userEvent.setup({ delay: null })
    mockFetch({ "/api/submit-hubspot-data": { status: 400, body: { error: "invalid_fields", fields: { email: "EMAIL" } } } })
    jest.spyOn(console, "error").mockImplementation(() => undefined)
    renderForm(LeaseRentalForm, pageProps("lease_rental", "nl"))
    await fillIn(user)
    await user.click(screen.getByRole("button", { name: "Versturen" }))
    expect(await screen.findByText(nl.EMAIL)).toBeInTheDocument()
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: /E-mailadres/ }))
    jest.mocked(console.error).mockRestore()
  })

  it("shows a translated message, never the server's raw text, when the server names no message key", async () => {
    const user = userEvent.setup({ delay: null })
    const raw = "email must be a `string` type, but the final value was: `<b>x</b>`."
    mockFetch({ "/api/submit-hubspot-data": { status: 400, body: { error: "invalid_fields", fields: { email: raw } } } })
    jest.spyOn(console, "error").mockImplementation(() => undefined)
    renderForm(LeaseRentalForm, pageProps("lease_rental", "nl"))
    await fillIn(user)
    await user.click(screen.getByRole("button", { name: "Versturen" }))
    expect(await screen.findByText(nl.INVALID_VALUE)).toBeInTheDocument()
    expect(screen.queryByText(raw)).toBeNull()
    jest.mocked(console.error).mockRestore()
  })

  it("thanks in place on the landing page", async () => {
    const user = userEvent.setup({ delay: null })
    mockFetch({ "/api/submit-hubspot-data": { status: 202 } })
    renderForm(LeaseRentalForm, pageProps("lease_rental", "nl", { thankInPlace: true, thankYouTitle: "Bedankt voor uw e-reefer-aanvraag" }))
    await fillIn(user)
    await user.click(screen.getByRole("button", { name: "Versturen" }))
    const heading = await screen.findByRole("heading", { name: "Bedankt voor uw e-reefer-aanvraag" })
    expect(document.activeElement).toBe(heading)
    expect(screen.getByText("Thank you text")).toBeInTheDocument()
    expect(navigate).not.toHaveBeenCalled()
  })

  it("links the privacy statement in a new tab", () => {
    renderForm(LeaseRentalForm, pageProps("lease_rental", "nl", { privacyPath: "/nl/privacyverklaring" }))
    const privacy = within(screen.getByText(/Ik ga akkoord/).closest("label")!).getByRole("link", { name: "privacyverklaring" })
    expect(privacy).toHaveAttribute("href", "/nl/privacyverklaring/")
    expect(privacy).toHaveAttribute("target", "_blank")
    expect(privacy).toHaveAttribute("rel", expect.stringContaining("noopener"))
  })
})
