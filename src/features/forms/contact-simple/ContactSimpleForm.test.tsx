import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigate } from "gatsby"
import { mockFetch, pageProps, renderForm } from "../test-support"
import ContactSimpleForm from "./ContactSimpleForm"

const en = require("../../../i18n/en/forms.json")

jest.setTimeout(30_000)

beforeEach(() => jest.mocked(navigate).mockClear())

describe("the e-reefer contact form (three steps)", () => {
  it("validates each step on Next, keeps values on Back, asks first_name on the third step and thanks with ?form=ereefer", async () => {
    const user = userEvent.setup({ delay: null })
    const calls = mockFetch({ "/api/submit-hubspot-data": { status: 202 } })
    renderForm(ContactSimpleForm, pageProps("contact_simple", "en", { thankYouPath: "/en/thank-you" }))
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Step 1 of 3 Your company")
    expect(screen.queryByRole("button", { name: "Send" })).not.toBeInTheDocument()

    await user.click(screen.getByRole("button", { name: "Next" }))
    await waitFor(() => expect(screen.getByRole("textbox", { name: /Company/ })).toHaveAccessibleDescription(en.REQUIRED))
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: /Company/ }))
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Step 1 of 3")

    await user.type(screen.getByRole("textbox", { name: /Company/ }), "Cool Chain Ltd")
    await user.type(screen.getByRole("combobox", { name: /Country/ }), "Belgium")
    await user.tab()
    await user.click(screen.getByRole("button", { name: "Next" }))
    await waitFor(() => expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Step 2 of 3 Your question"))
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 2 }))

    await user.click(screen.getByRole("button", { name: "Back" }))
    await waitFor(() => expect(screen.getByRole("textbox", { name: /Company/ })).toHaveValue("Cool Chain Ltd"))
    await user.click(screen.getByRole("button", { name: "Next" }))
    await user.type(await screen.findByRole("textbox", { name: /Tell us about your transport/ }), "Night deliveries in Antwerp.")
    await user.click(screen.getByRole("button", { name: "Next" }))

    await waitFor(() => expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Step 3 of 3 Your details"))
    expect(screen.getByRole("checkbox", { name: /privacy statement/ })).toBeChecked()
    await user.click(screen.getByLabelText("Mr"))
    await user.type(screen.getByRole("textbox", { name: /Last name/ }), "Peeters")
    await user.type(screen.getByRole("textbox", { name: /E-mail address/ }), "jan@coolchain.be")
    await user.type(screen.getByRole("textbox", { name: /Phone number/ }), "+3235550100")
    await user.click(screen.getByRole("button", { name: "Send" }))
    await waitFor(() => expect(screen.getByRole("textbox", { name: /First name/ })).toHaveAccessibleDescription(en.REQUIRED))
    expect(calls).toHaveLength(0)

    await user.type(screen.getByRole("textbox", { name: /First name/ }), "Jan")
    await user.click(screen.getByRole("button", { name: "Send" }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/en/thank-you/?form=ereefer"))
    expect(calls[0].url).toBe("/api/submit-hubspot-data")
    expect(calls[0].body).toMatchObject({
      formId: "contact_simple",
      values: {
        company: "Cool Chain Ltd",
        country_full: "BE",
        description: "Night deliveries in Antwerp.",
        first_name: "Jan",
        privacy: true,
      },
    })
  })
})
