import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigate } from "gatsby"
import { CONNECTED_SOLUTIONS } from "../../../domain/forms/options"
import { mockFetch, pageProps, renderForm } from "../test-support"
import InsightForm from "./InsightForm"

jest.setTimeout(30_000)

describe("the insight (connected solutions) form", () => {
  it("offers the six solutions, leaves company and phone optional and thanks with ?form=connected-solutions", async () => {
    const user = userEvent.setup({ delay: null })
    const calls = mockFetch({ "/api/submit-hubspot-data": { status: 202 } })
    renderForm(InsightForm, pageProps("insight", "fr", { thankYouPath: "/fr/merci" }))
    const group = screen.getByRole("group", { name: "Quelles solutions vous intéressent ?" })
    expect(group).toBeInTheDocument()
    for (const solution of CONNECTED_SOLUTIONS) expect(screen.getByRole("checkbox", { name: solution })).not.toBeChecked()
    await user.click(screen.getByRole("checkbox", { name: "FleetRadar" }))
    await user.click(screen.getByRole("checkbox", { name: "TyrePlus" }))
    await user.type(screen.getByRole("textbox", { name: /Prénom/ }), "Claire")
    await user.type(screen.getByRole("textbox", { name: /^Nom/ }), "Martin")
    await user.type(screen.getByRole("textbox", { name: /Adresse e-mail/ }), "claire@transports.fr")
    await user.type(screen.getByRole("combobox", { name: /Pays/ }), "Fran")
    await user.keyboard("{ArrowDown}{Enter}")
    await user.click(screen.getByRole("checkbox", { name: /politique de confidentialité/ }))
    await user.click(screen.getByRole("button", { name: "Envoyer" }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/fr/merci/?form=connected-solutions"))
    expect(calls[0].body).toMatchObject({
      formId: "insight",
      values: { connected_solutions_form_interest: ["FleetRadar", "TyrePlus"], country_full: "FR", company: "", phone: "" },
    })
  })
})
