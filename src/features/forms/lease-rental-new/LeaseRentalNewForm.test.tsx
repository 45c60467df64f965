import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigate } from "gatsby"
import { mockFetch, pageProps, renderForm } from "../test-support"
import LeaseRentalNewForm from "./LeaseRentalNewForm"

jest.setTimeout(30_000)

describe("the new-design lease_rental form (three steps)", () => {
  it("uses the new form's terms, sends through send-data-form and thanks with ?form=lease-rental", async () => {
    const user = userEvent.setup({ delay: null })
    const calls = mockFetch({ "/api/send-data-form": { status: 202 } })
    renderForm(LeaseRentalNewForm, pageProps("lease_rental_new", "de", { thankYouPath: "/de/danke" }))
    expect(screen.getAllByRole("radio").map((radio) => radio.closest("label")?.textContent)).toEqual([
      "1 Woche (Miete)",
      "1 Monat (Miete)",
      "6 Monate (Miete)",
      "12 Monate oder länger (Leasing)",
    ])
    await user.selectOptions(screen.getByRole("combobox", { name: /Fahrzeugtyp/ }), "100000008")
    await user.selectOptions(screen.getByRole("combobox", { name: "Fahrzeug" }), "e_van")
    await user.click(screen.getByLabelText("1 Monat (Miete)"))
    await user.click(screen.getByRole("button", { name: "Weiter" }))
    await user.type(await screen.findByRole("textbox", { name: /Firma/ }), "Stadtlogistik GmbH")
    await user.type(screen.getByRole("textbox", { name: /Ort/ }), "Köln")
    await user.type(screen.getByRole("combobox", { name: /Land/ }), "Deutschland")
    await user.tab()
    await user.click(screen.getByRole("button", { name: "Weiter" }))
    await user.click(await screen.findByLabelText("Frau"))
    await user.type(screen.getByRole("textbox", { name: /Vorname/ }), "Lena")
    await user.type(screen.getByRole("textbox", { name: /Nachname/ }), "Schmidt")
    await user.type(screen.getByRole("textbox", { name: /E-Mail-Adresse/ }), "lena@stadtlogistik.de")
    await user.type(screen.getByRole("textbox", { name: /Telefonnummer/ }), "+492215550100")
    await user.click(screen.getByRole("button", { name: "Senden" }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/de/danke/?form=lease-rental"))
    expect(calls[0].url).toBe("/api/send-data-form")
    expect(calls[0].body).toMatchObject({
      formId: "lease_rental_new",
      values: { asset_type: "100000008", asset: "e_van", term: 2, city: "Köln", privacy: true },
    })
  })
})
