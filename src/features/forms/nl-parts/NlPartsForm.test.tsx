import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigate } from "gatsby"
import { NL_PART_CATEGORIES } from "../../../domain/forms/options"
import { mockFetch, pageProps, renderForm } from "../test-support"
import NlPartsForm from "./NlPartsForm"

const nl = require("../../../i18n/nl/forms.json")

jest.setTimeout(30_000)

describe("the Netherlands parts form", () => {
  it("offers the 16 part categories and wants a quantity of at least 1", async () => {
    const user = userEvent.setup({ delay: null })
    renderForm(NlPartsForm, pageProps("nl_parts", "nl"))
    const product = screen.getByRole("combobox", { name: /Productgroep/ })
    expect(
      within(product)
        .getAllByRole("option")
        .slice(1)
        .map((option) => option.textContent),
    ).toEqual([...NL_PART_CATEGORIES])
    await user.type(screen.getByRole("spinbutton", { name: /Aantal/ }), "0")
    await user.click(screen.getByRole("button", { name: "Versturen" }))
    expect(await screen.findByText(nl.QUANTITY)).toBeInTheDocument()
  })

  it("sends the request and thanks with ?form=parts", async () => {
    const user = userEvent.setup({ delay: null })
    const calls = mockFetch({ "/api/submit-hubspot-data": { status: 202 } })
    renderForm(NlPartsForm, pageProps("nl_parts", "nl", { thankYouPath: "/nl/bedankt" }))
    await user.selectOptions(screen.getByRole("combobox", { name: /Productgroep/ }), "Remmen")
    await user.type(screen.getByRole("spinbutton", { name: /Aantal/ }), "4")
    await user.type(screen.getByRole("textbox", { name: /Productomschrijving/ }), "Remschijven SAF")
    await user.type(screen.getByRole("textbox", { name: /Bedrijfsnaam/ }), "Noordzee Vers")
    await user.type(screen.getByRole("textbox", { name: /Postcode/ }), "1976BA")
    await user.click(screen.getByLabelText("Mevr."))
    await user.type(screen.getByRole("textbox", { name: /Voornaam/ }), "Sanne")
    await user.type(screen.getByRole("textbox", { name: /Achternaam/ }), "Visser")
    await user.type(screen.getByRole("textbox", { name: /E-mailadres/ }), "sanne@noordzeevers.nl")
    await user.type(screen.getByRole("textbox", { name: /Telefoonnummer/ }), "0255123456")
    await user.click(screen.getByRole("checkbox", { name: /privacyverklaring/ }))
    await user.click(screen.getByRole("button", { name: "Versturen" }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/nl/bedankt/?form=parts"))
    expect(calls[0].body).toMatchObject({
      formId: "nl_parts",
      values: { product: "Remmen", quantity: 4, product_description: "Remschijven SAF" },
    })
  })
})
