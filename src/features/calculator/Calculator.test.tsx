import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import type { CalculatorDataView } from "../../drupal/mappers/calculator"
import { renderInLocale } from "../../test-utils/render"
import { Calculator } from "./Calculator"

jest.mock("./ContactStep", () => ({
  __esModule: true,
  default: ({ onBack }: { onBack(): void }) => (
    <button type="button" onClick={onBack}>
      Contact form
    </button>
  ),
}))

const DATA: CalculatorDataView = {
  haulTypes: [
    { id: "long-haul", name: "Long haul", dieselFactor: 7.4, electricFactor: 1.5 },
    { id: "urban", name: "Urban distribution with many stops", dieselFactor: 9, electricFactor: 2 },
  ],
  countryAverage: 1.02,
  country: "nl",
}

function renderCalculator(locale = "en", data: CalculatorDataView | null = DATA) {
  return renderInLocale(
    <Calculator
      locale={locale}
      data={data}
      resultsTitle="Your result"
      invitationHtml="<p>Talk to us.</p>"
      contact={{ locale, privacyPath: "/en/privacy-policy" }}
    />,
    locale,
    ["calculator", "common"],
  )
}

async function answerDrivers(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("checkbox", { name: "Reaching our CO₂ targets" }))
  await user.click(screen.getByRole("checkbox", { name: "e-Reefer: electric refrigerated trailer" }))
  await user.click(screen.getByRole("button", { name: "Next" }))
}

async function answerUsage(user: ReturnType<typeof userEvent.setup>, infrastructure: string, hours = "2000") {
  await user.click(screen.getByRole("radio", { name: "Long haul" }))
  await user.click(screen.getByRole("radio", { name: "Every day" }))
  await user.click(screen.getByRole("checkbox", { name: infrastructure }))
  await user.type(screen.getByRole("spinbutton", { name: "Operating hours of the cooling unit per year" }), hours)
}

describe("Calculator", () => {
  it("goes on from step 0 only when both questions are answered", async () => {
    const user = userEvent.setup()
    renderCalculator()
    const next = screen.getByRole("button", { name: "Next" })
    expect(next).toBeDisabled()
    expect(next).toHaveAccessibleDescription("Answer both questions to go on.")
    await user.click(screen.getByRole("checkbox", { name: "Our customers ask for it" }))
    expect(next).toBeDisabled()
    await user.click(screen.getByRole("checkbox", { name: "e-Van: electric van" }))
    expect(next).toBeEnabled()
    await user.click(next)
    expect(screen.getByRole("heading", { name: "Your use" })).toHaveFocus()
    expect(screen.getByText("Step 2 of 4")).toBeInTheDocument()
  })

  it("gets the result only with all four answers and hours above 0 in steps of 100", async () => {
    const user = userEvent.setup()
    renderCalculator()
    await answerDrivers(user)
    const getResult = screen.getByRole("button", { name: "Get result" })
    await answerUsage(user, "Available", "0")
    expect(getResult).toBeDisabled()
    expect(screen.getByRole("alert")).toHaveTextContent("Enter a number of hours from 100 to 10,000, in steps of 100.")
    const hours = screen.getByRole("spinbutton")
    expect(hours).toHaveAttribute("min", "0")
    expect(hours).toHaveAttribute("max", "10000")
    expect(hours).toHaveAttribute("step", "100")
    await user.clear(hours)
    await user.type(hours, "2050")
    expect(getResult).toBeDisabled()
    await user.clear(hours)
    await user.type(hours, "2000")
    expect(getResult).toBeEnabled()
    expect(screen.queryByRole("alert")).not.toBeInTheDocument()
  })

  it("shows the worked example: diesel 15.1 t, battery-only first with 3.1 t, 80 % less, 602 trees, 24,072 m²", async () => {
    const user = userEvent.setup()
    renderCalculator()
    await answerDrivers(user)
    await answerUsage(user, "Available")
    await user.click(screen.getByRole("button", { name: "Get result" }))
    expect(screen.getByRole("heading", { name: "Your result" })).toHaveFocus()
    expect(screen.getByText(/Long haul, 2,000 operating hours a year, country average: Netherlands/)).toBeInTheDocument()
    const chart = screen.getByRole("figure", { name: "CO₂ emissions of the cooling unit per year" })
    expect(
      within(chart)
        .getAllByRole("listitem")
        .map((row) => row.textContent),
    ).toEqual(["Diesel reefer15.1 t CO₂e per year", "Battery-only e-reefer3.1 t CO₂e per year", "E-reefer with ERA0.6 t CO₂e per year"])
    const [recommended, other] = screen.getAllByRole("listitem").filter((item) => item.classList.contains("calculator__solution"))
    expect(within(recommended).getByRole("heading")).toHaveTextContent("Recommended for youBattery-only e-reefer")
    expect(recommended).toHaveTextContent("12.0 t CO₂e per year (80% less)")
    expect(recommended).toHaveTextContent("602 trees")
    expect(recommended).toHaveTextContent("24,072 m²")
    expect(other).toHaveTextContent("14.5 t CO₂e per year (96% less)")
    expect(other).toHaveTextContent("724 trees")
  })

  it("recommends era first when there is no charging infrastructure", async () => {
    const user = userEvent.setup()
    renderCalculator()
    await answerDrivers(user)
    await answerUsage(user, "None")
    await user.click(screen.getByRole("button", { name: "Get result" }))
    const [recommended] = screen.getAllByRole("listitem").filter((item) => item.classList.contains("calculator__solution"))
    expect(within(recommended).getByRole("heading")).toHaveTextContent("Recommended for youE-reefer with ERA")
  })

  it("goes back to step 1 with the answers kept on edit, and clears step 1 on reset", async () => {
    const user = userEvent.setup()
    renderCalculator()
    await answerDrivers(user)
    await answerUsage(user, "Limited")
    await user.click(screen.getByRole("button", { name: "Get result" }))
    await user.click(screen.getByRole("button", { name: "Edit answers" }))
    expect(screen.getByRole("radio", { name: "Long haul" })).toBeChecked()
    expect(screen.getByRole("spinbutton")).toHaveValue(2000)
    await user.click(screen.getByRole("button", { name: "Get result" }))
    await user.click(screen.getByRole("button", { name: "Reset" }))
    expect(screen.getByRole("heading", { name: "Your use" })).toHaveFocus()
    expect(screen.getByRole("radio", { name: "Long haul" })).not.toBeChecked()
    expect(screen.getByRole("checkbox", { name: "Limited" })).not.toBeChecked()
    expect(screen.getByRole("spinbutton")).toHaveValue(null)
    await user.click(screen.getByRole("button", { name: "Back" }))
    expect(screen.getByRole("checkbox", { name: "Reaching our CO₂ targets" })).toBeChecked()
  })

  it("opens the contact step from the results and comes back", async () => {
    const user = userEvent.setup()
    renderCalculator()
    await answerDrivers(user)
    await answerUsage(user, "Available")
    await user.click(screen.getByRole("button", { name: "Get result" }))
    await user.click(screen.getByRole("button", { name: "Talk to a specialist" }))
    await user.click(await screen.findByRole("button", { name: "Contact form" }))
    expect(screen.getByRole("heading", { name: "Your result" })).toBeInTheDocument()
  })

  it("formats the numbers in the visitor's language", async () => {
    const user = userEvent.setup()
    renderCalculator("de")
    await user.click(screen.getByRole("checkbox", { name: "Unsere CO₂-Ziele erreichen" }))
    await user.click(screen.getByRole("checkbox", { name: "e-Reefer: elektrischer Kühlauflieger" }))
    await user.click(screen.getByRole("button", { name: "Weiter" }))
    await user.click(screen.getByRole("radio", { name: "Long haul" }))
    await user.click(screen.getByRole("radio", { name: "Jeden Tag" }))
    await user.click(screen.getByRole("checkbox", { name: "Vorhanden" }))
    await user.type(screen.getByRole("spinbutton"), "2000")
    await user.click(screen.getByRole("button", { name: "Ergebnis anzeigen" }))
    expect(screen.getByText(/2\.000 Betriebsstunden pro Jahr, Länderdurchschnitt: Niederlande/)).toBeInTheDocument()
    expect(screen.getAllByText("15,1 t CO₂e pro Jahr").length).toBeGreaterThan(0)
    expect(screen.getByText("24.072 m²")).toBeInTheDocument()
  })

  it("says the calculator is unavailable without its data", () => {
    renderCalculator("en", null)
    expect(screen.getByText(/The calculator is not available right now/)).toBeInTheDocument()
  })
})
