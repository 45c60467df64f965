import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { mockFetch } from "../forms/test-support"
import { renderInLocale, serverHtmlInLocale } from "../../test-utils/render"
import { Newsletter } from "./Newsletter"

const strings = {
  newsletter_title: "Blijf op de hoogte",
  newsletter_text: "Ontvang elke maand nieuws.",
  newsletter_placeholder: "Uw e-mailadres",
  newsletter_submit: "Inschrijven",
  newsletter_success: "Bedankt! U bent nu ingeschreven voor onze nieuwsbrief.",
  newsletter_invalid_email: "Voer een geldig e-mailadres in",
}

function renderNewsletter() {
  return renderInLocale(<Newsletter locale="nl" strings={strings} />, "nl", ["newsletter"])
}

describe("the footer newsletter", () => {
  it("turns the submit icon into an error icon while the address is invalid, and says so after leaving the field", async () => {
    const user = userEvent.setup({ delay: null })
    const { container } = renderNewsletter()
    const input = screen.getByRole("textbox", { name: "E-mailadres" })
    expect(container.querySelector("[data-icon='submit']")).not.toBeNull()
    await user.type(input, "jan@bedrijf")
    expect(container.querySelector("[data-icon='error']")).not.toBeNull()
    await user.tab()
    expect(input).toHaveAccessibleDescription(strings.newsletter_invalid_email)
    await user.type(input, ".nl")
    expect(container.querySelector("[data-icon='submit']")).not.toBeNull()
    expect(input).not.toHaveAttribute("aria-invalid", "true")
  })

  it("does not send an invalid address and moves focus back to it", async () => {
    const user = userEvent.setup({ delay: null })
    const calls = mockFetch({})
    renderNewsletter()
    await user.click(screen.getByRole("button", { name: "Inschrijven" }))
    expect(screen.getByText(strings.newsletter_invalid_email)).toBeInTheDocument()
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "E-mailadres" }))
    expect(calls).toHaveLength(0)
  })

  it("signs up through submit-hubspot-data and shows the success message", async () => {
    const user = userEvent.setup({ delay: null })
    const calls = mockFetch({ "/api/submit-hubspot-data": { status: 202 } })
    renderNewsletter()
    await user.type(screen.getByRole("textbox", { name: "E-mailadres" }), " jan@bedrijf.nl ")
    await user.click(screen.getByRole("button", { name: "Inschrijven" }))
    expect(await screen.findByText(strings.newsletter_success)).toBeInTheDocument()
    expect(calls[0].body).toMatchObject({ formId: "newsletter", locale: "nl", values: { email: "jan@bedrijf.nl" }, fax_number: "" })
  })

  it("keeps the address and says so when the sign-up cannot be stored", async () => {
    const user = userEvent.setup({ delay: null })
    mockFetch({ "/api/submit-hubspot-data": { status: 503, body: { error: "storage_unavailable" } } })
    jest.spyOn(console, "error").mockImplementation(() => undefined)
    renderNewsletter()
    await user.type(screen.getByRole("textbox", { name: "E-mailadres" }), "jan@bedrijf.nl")
    await user.click(screen.getByRole("button", { name: "Inschrijven" }))
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Uw inschrijving kon nu niet worden verstuurd"))
    expect(screen.getByRole("textbox", { name: "E-mailadres" })).toHaveValue("jan@bedrijf.nl")
    jest.mocked(console.error).mockRestore()
  })

  it("takes over what was typed into the server's form before its code arrived (it loads at the first interaction)", async () => {
    const user = userEvent.setup({ delay: null })
    const container = document.body.appendChild(document.createElement("div"))
    container.innerHTML = serverHtmlInLocale(<Newsletter locale="nl" strings={strings} />, "nl", ["newsletter"])
    const typed = container.querySelector<HTMLInputElement>("input[type=email]")!
    typed.value = "jan@bedrijf"
    renderInLocale(<Newsletter locale="nl" strings={strings} />, "nl", ["newsletter"], { container, hydrate: true })
    const input = screen.getByRole("textbox", { name: "E-mailadres" })
    expect(input).toBe(typed)
    await waitFor(() => expect(container.querySelector("[data-icon='error']")).not.toBeNull())
    await user.type(input, ".nl")
    expect(input).toHaveValue("jan@bedrijf.nl")
    expect(container.querySelector("[data-icon='submit']")).not.toBeNull()
  })
})
