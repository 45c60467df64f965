import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { postThroughHiddenForm } from "../submission/web-to-lead"
import { pageProps, renderForm } from "../test-support"
import CaQuoteForm from "./CaQuoteForm"

jest.mock("../submission/web-to-lead", () => ({ postThroughHiddenForm: jest.fn() }))
jest.setTimeout(30_000)

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText("Lease"))
  await user.type(screen.getByRole("textbox", { name: /Company/ }), "Northern Haul Inc.")
  await user.type(screen.getByRole("textbox", { name: /Postal code/ }), "L5T 2W1")
  await user.type(screen.getByRole("textbox", { name: /First name/ }), "Sam")
  await user.type(screen.getByRole("textbox", { name: /Last name/ }), "Lee")
  await user.type(screen.getByRole("textbox", { name: /Email address/ }), "sam@northernhaul.ca")
  await user.type(screen.getByRole("textbox", { name: /Phone number/ }), "+19055550100")
  await user.click(screen.getByRole("checkbox", { name: /privacy statement/ }))
}

describe("the Canadian quote form", () => {
  it("serves Canada only and thanks in place after the web-to-lead post", async () => {
    jest.mocked(postThroughHiddenForm).mockResolvedValue({ ok: true })
    const user = userEvent.setup({ delay: null })
    renderForm(CaQuoteForm, pageProps("ca_quote", "en-ca", { thankYouTitle: "Thanks for your request" }))
    expect(screen.getByRole("combobox", { name: /Country/ })).toHaveValue("CA")
    expect(screen.getAllByRole("radio").map((radio) => radio.closest("label")?.textContent)).toEqual(["Rental", "Lease", "Maintenance"])
    await fillIn(user)
    await user.click(screen.getByRole("button", { name: "Send" }))
    expect(await screen.findByRole("heading", { name: "Thanks for your request" })).toBeInTheDocument()
    expect(jest.mocked(postThroughHiddenForm).mock.calls[0][0]).toMatchObject({
      formId: "ca_quote",
      values: { request: "Lease", country: "CA", zip: "L5T 2W1", company: "Northern Haul Inc." },
    })
  })

  it("keeps the values and says so when the lead cannot be stored", async () => {
    jest.mocked(postThroughHiddenForm).mockResolvedValue({ ok: false, reason: "unavailable" })
    const user = userEvent.setup({ delay: null })
    renderForm(CaQuoteForm, pageProps("ca_quote", "en-ca"))
    await fillIn(user)
    await user.click(screen.getByRole("button", { name: "Send" }))
    expect(await screen.findByText(/could not be sent right now/)).toBeInTheDocument()
    expect(screen.getByRole("textbox", { name: /Company/ })).toHaveValue("Northern Haul Inc.")
  })
})
