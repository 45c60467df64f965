import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { renderInLocale } from "../../../test-utils/render"
import { PhoneReveal } from "./PhoneReveal"

describe("PhoneReveal", () => {
  it("hides the number until the button is pressed, then shows it as a tel: link with the focus", async () => {
    renderInLocale(<PhoneReveal phone="+45 86 55 50 27" label="Call" name="Fleetlane Aarhus" />)
    expect(screen.queryByText("+45 86 55 50 27")).not.toBeInTheDocument()
    expect(document.body.innerHTML).not.toContain("4586555027")
    await userEvent.setup().click(screen.getByRole("button", { name: "Call Fleetlane Aarhus" }))
    const link = screen.getByRole("link", { name: "+45 86 55 50 27" })
    expect(link).toHaveAttribute("href", "tel:+4586555027")
    expect(link).toHaveFocus()
    expect(screen.queryByRole("button")).not.toBeInTheDocument()
  })
})
