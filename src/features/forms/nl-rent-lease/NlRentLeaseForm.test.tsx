import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigate } from "gatsby"
import { mockFetch, pageProps, renderForm } from "../test-support"
import NlRentLeaseForm from "./NlRentLeaseForm"

const nl = require("../../../i18n/nl/forms.json")

jest.setTimeout(30_000)

beforeEach(() => jest.mocked(navigate).mockClear())

const search = { status: 200, body: { kvkData: [{ kvkNummer: "90412345", naam: "Polderkoeling Transport B.V." }] } }

describe("the Netherlands rent/lease form", () => {
  it("fills the KVK number and the postcode (through the postal-code helper) when a company is chosen", async () => {
    const user = userEvent.setup({ delay: null })
    const calls = mockFetch({
      "/api/search-kvk-companies": search,
      "/api/fetch-kvk-company-details": { status: 200, body: { kvkData: { kvkNummer: "90412345", adressen: [{ postcode: "2665 kk" }] } } },
    })
    renderForm(NlRentLeaseForm, pageProps("nl_rent_lease", "nl"))
    await user.type(screen.getByRole("combobox", { name: /Bedrijfsnaam/ }), "Polder")
    await screen.findByRole("option", { name: "Polderkoeling Transport B.V. (90412345)" }, { timeout: 5000 })
    await user.keyboard("{ArrowDown}{Enter}")
    await waitFor(() => expect(screen.getByRole("textbox", { name: /Postcode/ })).toHaveValue("2665KK"))
    expect(screen.getByRole("combobox", { name: /Bedrijfsnaam/ })).toHaveValue("Polderkoeling Transport B.V.")
    expect(screen.getByRole("textbox", { name: /KVK-nummer/ })).toHaveValue("90412345")
    expect(calls.map((call) => call.url)).toContain("/api/search-kvk-companies?companyName=Polder")
    expect(calls.map((call) => call.url)).toContain("/api/fetch-kvk-company-details?kvkNumber=90412345")
    // The chosen name is the register's own: no second search for it, however long one waits (issue 19).
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(calls.filter((call) => call.url.startsWith("/api/search-kvk-companies"))).toHaveLength(1)
  })

  it("clears the KVK number and the postcode when the details cannot be fetched", async () => {
    const user = userEvent.setup({ delay: null })
    mockFetch({
      "/api/search-kvk-companies": search,
      "/api/fetch-kvk-company-details": { status: 503, body: { error: "register_unavailable" } },
    })
    renderForm(NlRentLeaseForm, pageProps("nl_rent_lease", "nl"))
    await user.type(screen.getByRole("textbox", { name: /Postcode/ }), "1234AB")
    await user.type(screen.getByRole("combobox", { name: /Bedrijfsnaam/ }), "Polder")
    await screen.findByRole("option", { name: /Polderkoeling/ }, { timeout: 5000 })
    await user.keyboard("{ArrowDown}{Enter}")
    await waitFor(() => expect(screen.getByRole("textbox", { name: /Postcode/ })).toHaveValue(""))
    expect(screen.getByRole("textbox", { name: /KVK-nummer/ })).toHaveValue("")
    expect(screen.getByRole("combobox", { name: /Bedrijfsnaam/ })).toHaveAccessibleDescription(nl.LOOKUP_FAILED_KVK)
  })

  it("says the register cannot be reached when the search fails (503), not that the company is unknown", async () => {
    const user = userEvent.setup({ delay: null })
    mockFetch({ "/api/search-kvk-companies": { status: 503, body: { error: "register_unavailable" } } })
    renderForm(NlRentLeaseForm, pageProps("nl_rent_lease", "nl"))
    await user.type(screen.getByRole("combobox", { name: /Bedrijfsnaam/ }), "Polder")
    await waitFor(() => expect(screen.getByRole("combobox", { name: /Bedrijfsnaam/ })).toHaveAccessibleDescription(nl.LOOKUP_FAILED_KVK), {
      timeout: 5000,
    })
    expect(screen.getByRole("combobox", { name: /Bedrijfsnaam/ })).not.toHaveAccessibleDescription(nl.NOT_FOUND_KVK)
  })

  it("says when the register does not know the company, and takes the name as typed", async () => {
    const user = userEvent.setup({ delay: null })
    mockFetch({ "/api/search-kvk-companies": { status: 200, body: { kvkData: [] } } })
    renderForm(NlRentLeaseForm, pageProps("nl_rent_lease", "nl"))
    await user.type(screen.getByRole("combobox", { name: /Bedrijfsnaam/ }), "Eigen Vervoer")
    await waitFor(() => expect(screen.getByRole("combobox", { name: /Bedrijfsnaam/ })).toHaveAccessibleDescription(nl.NOT_FOUND_KVK), {
      timeout: 5000,
    })
    expect(screen.getByRole("combobox", { name: /Bedrijfsnaam/ })).toHaveValue("Eigen Vervoer")
  })

  it("wants exactly 8 digits in the KVK number: Moet 8 cijfers bevatten", async () => {
    const user = userEvent.setup({ delay: null })
    renderForm(NlRentLeaseForm, pageProps("nl_rent_lease", "nl"))
    await user.type(screen.getByRole("textbox", { name: /KVK-nummer/ }), "1234567")
    await user.click(screen.getByRole("button", { name: "Versturen" }))
    expect(await screen.findByText("Moet 8 cijfers bevatten")).toBeInTheDocument()
  })

  it("resets the asset when the asset type changes, and thanks with ?form=lease-rental", async () => {
    const user = userEvent.setup({ delay: null })
    const calls = mockFetch({ "/api/submit-hubspot-data": { status: 202 } })
    renderForm(NlRentLeaseForm, pageProps("nl_rent_lease", "nl", { thankYouPath: "/nl/bedankt" }))
    const type = screen.getByRole("combobox", { name: /Type materieel/ })
    const asset = screen.getByRole("combobox", { name: /^Materieel/ })
    await user.selectOptions(type, "100000003")
    await user.selectOptions(asset, "e_reefer")
    await user.selectOptions(type, "100000001")
    expect(asset).toHaveValue("")
    await user.selectOptions(asset, "mega_curtainsider")
    await user.click(screen.getByLabelText("12 maanden of langer (lease)"))
    await user.type(screen.getByRole("combobox", { name: /Bedrijfsnaam/ }), "Transport Jansen")
    await user.type(screen.getByRole("textbox", { name: /KVK-nummer/ }), "90470331")
    await user.type(screen.getByRole("textbox", { name: /Postcode/ }), "8017JK")
    await user.type(screen.getByRole("combobox", { name: /Land/ }), "Nederland")
    await user.tab()
    await user.click(screen.getByLabelText("Dhr."))
    await user.type(screen.getByRole("textbox", { name: /Voornaam/ }), "Piet")
    await user.type(screen.getByRole("textbox", { name: /Achternaam/ }), "Jansen")
    await user.type(screen.getByRole("textbox", { name: /E-mailadres/ }), "piet@jansen.nl")
    await user.type(screen.getByRole("textbox", { name: /Telefoonnummer/ }), "0612345678")
    await user.click(screen.getByRole("checkbox", { name: /privacyverklaring/ }))
    await user.click(screen.getByRole("button", { name: "Versturen" }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/nl/bedankt/?form=lease-rental"))
    expect(calls.find((call) => call.url === "/api/submit-hubspot-data")?.body).toMatchObject({
      formId: "nl_rent_lease",
      values: { asset_type: "100000001", asset: "mega_curtainsider", term: 4, kvk_number: "90470331", country_full: "NL" },
    })
  })
})
