import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigate } from "gatsby"
import { CA_BRANCHES } from "../../../domain/forms/options"
import { postThroughHiddenForm } from "../submission/web-to-lead"
import { pageProps, renderForm } from "../test-support"
import CaContactForm from "./CaContactForm"

jest.mock("../submission/web-to-lead", () => ({ postThroughHiddenForm: jest.fn(async () => ({ ok: true })) }))
jest.setTimeout(30_000)

describe("the Canadian contact form", () => {
  it("offers 14 branches and 8 departments, posts web-to-lead and thanks in place", async () => {
    const user = userEvent.setup({ delay: null })
    renderForm(CaContactForm, pageProps("ca_contact", "fr-ca", { thankYouTitle: "Merci d'avoir communiqué avec nous" }))
    expect(within(screen.getByRole("combobox", { name: /Succursale/ })).getAllByRole("option")).toHaveLength(CA_BRANCHES.length + 1)
    expect(within(screen.getByRole("combobox", { name: /Service/ })).getAllByRole("option")).toHaveLength(9)
    await user.selectOptions(screen.getByRole("combobox", { name: /Succursale/ }), "CA09")
    await user.selectOptions(screen.getByRole("combobox", { name: /Service/ }), "ERS")
    await user.type(screen.getByRole("textbox", { name: /Prénom/ }), "Marie")
    await user.type(screen.getByRole("textbox", { name: /^Nom/ }), "Tremblay")
    await user.type(screen.getByRole("textbox", { name: /Adresse courriel/ }), "marie@transports.ca")
    await user.click(screen.getByLabelText("Par courriel"))
    await user.type(screen.getByRole("textbox", { name: /Votre message/ }), "Besoin d'un dépannage.")
    await user.click(screen.getByRole("checkbox", { name: /politique de confidentialité/ }))
    await user.click(screen.getByRole("button", { name: "Envoyer" }))
    expect(await screen.findByRole("heading", { name: "Merci d'avoir communiqué avec nous" })).toBeInTheDocument()
    expect(navigate).not.toHaveBeenCalled()
    expect(postThroughHiddenForm).toHaveBeenCalledWith(
      expect.objectContaining({
        action: "/api/web-to-lead",
        formId: "ca_contact",
        locale: "fr-ca",
        values: expect.objectContaining({
          branch: "CA09",
          department: "ERS",
          callback: "Email",
          phone: "",
          privacy: true,
          receive_updates: false,
        }),
      }),
    )
  })

  it("requires a branch, a department and a callback preference", async () => {
    const user = userEvent.setup({ delay: null })
    renderForm(CaContactForm, pageProps("ca_contact", "en-ca"))
    await user.click(screen.getByRole("button", { name: "Send" }))
    await waitFor(() => expect(screen.getByRole("combobox", { name: /Branch/ })).toHaveAttribute("aria-invalid", "true"))
    expect(screen.getByRole("combobox", { name: /Department/ })).toHaveAttribute("aria-invalid", "true")
    expect(screen.getByRole("group", { name: /How would you like us to contact you/ })).toHaveAccessibleDescription(
      "Please fill in this field.",
    )
  })

  it("asks for a phone number when the visitor chooses to be called, and explains the extension's own rule", async () => {
    const user = userEvent.setup({ delay: null })
    renderForm(CaContactForm, pageProps("ca_contact", "en-ca"))
    await user.click(screen.getByLabelText("By phone"))
    await user.type(screen.getByRole("textbox", { name: /Extension/ }), "12a")
    await user.click(screen.getByRole("button", { name: "Send" }))
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: /Phone number/ })).toHaveAccessibleDescription(
        expect.stringContaining("Please fill in your phone number so we can call you"),
      ),
    )
    expect(screen.getByRole("textbox", { name: /Extension/ })).toHaveAccessibleDescription("Enter the extension as 1 to 10 digits.")
    expect(postThroughHiddenForm).not.toHaveBeenCalledWith(
      expect.objectContaining({ formId: "ca_contact", values: expect.objectContaining({ ext: "12a" }) }),
    )
  })
})
