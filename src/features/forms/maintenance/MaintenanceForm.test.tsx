import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigate } from "gatsby"
import { mockFetch, pageProps, renderForm } from "../test-support"
import MaintenanceForm from "./MaintenanceForm"
import { resetMaintenanceLocations } from "./use-locations"

jest.setTimeout(30_000)

const locations = {
  locations: [
    { country_code: "gb", value: "Fleetlane UK HQ", email: "mk@fleetlane.example" },
    { country_code: "gb", value: "Trailer Auto Group", email: "warrington@fleetlane.example" },
    { country_code: "gb", value: "Fleetlane Southampton", email: "southampton@fleetlane.example" },
    { country_code: "gb", value: "Fleetlane Birmingham", email: "birmingham@fleetlane.example" },
    { country_code: "nl", value: "Fleetlane Zwolle", email: "zwolle@fleetlane.example" },
    { country_code: "nl", value: "Fleetlane Amsterdam", email: "amsterdam@fleetlane.example" },
  ],
  otherEmails: { en: "info@fleetlane.example", "en-gb": "info.uk@fleetlane.example" },
}

beforeEach(() => {
  jest.mocked(navigate).mockClear()
  resetMaintenanceLocations()
})

function optionLabels(select: HTMLElement): string[] {
  return within(select)
    .getAllByRole("option")
    .map((option) => option.textContent ?? "")
}

describe("the maintenance form", () => {
  it("starts with Other, lists the country's workshops sorted without the brand prefix, exclusions left out, Other last", async () => {
    const user = userEvent.setup({ delay: null })
    mockFetch({ "/data/maintenance-locations.json": { status: 200, body: locations } })
    renderForm(MaintenanceForm, pageProps("maintenance", "en-gb"))
    const location = screen.getByRole("combobox", { name: /Workshop/ })
    expect(location).toHaveValue("Other")
    expect(optionLabels(location)).toEqual(["Other"])
    const country = screen.getByRole("combobox", { name: /Country/ })
    await waitFor(() => expect(optionLabels(country)).toContain("United Kingdom"))
    await user.selectOptions(country, "gb")
    expect(optionLabels(location)).toEqual(["Fleetlane Birmingham", "Fleetlane Southampton", "Other"])
    expect(location).toHaveValue("Fleetlane Birmingham")
    expect(location).toHaveAccessibleDescription("Your request goes to birmingham@fleetlane.example.")
    await user.selectOptions(country, "nl")
    expect(location).toHaveValue("Fleetlane Amsterdam")
    await user.selectOptions(location, "Other")
    expect(location).toHaveAccessibleDescription("Your request goes to info.uk@fleetlane.example.")
  })

  it("sends the chosen workshop and thanks with ?form=maintenance", async () => {
    const user = userEvent.setup({ delay: null })
    const calls = mockFetch({
      "/data/maintenance-locations.json": { status: 200, body: locations },
      "/api/submit-hubspot-data": { status: 202 },
    })
    renderForm(MaintenanceForm, pageProps("maintenance", "en-gb", { thankYouPath: "/en-gb/thank-you" }))
    await waitFor(() => expect(optionLabels(screen.getByRole("combobox", { name: /Country/ }))).toContain("Netherlands"))
    await user.selectOptions(screen.getByRole("combobox", { name: /Country/ }), "nl")
    await user.selectOptions(screen.getByRole("combobox", { name: /Workshop/ }), "Fleetlane Zwolle")
    await user.click(screen.getByLabelText("Ms"))
    await user.type(screen.getByRole("textbox", { name: /First name/ }), "Emma")
    await user.type(screen.getByRole("textbox", { name: /Last name/ }), "Clarke")
    await user.type(screen.getByRole("textbox", { name: /E-mail address/ }), "emma@haulage.co.uk")
    await user.type(screen.getByRole("textbox", { name: /Phone number/ }), "+441632960100")
    await user.type(screen.getByRole("textbox", { name: /Company/ }), "Clarke Haulage")
    await user.type(screen.getByRole("textbox", { name: /What needs to be done/ }), "MOT preparation")
    await user.click(screen.getByRole("checkbox", { name: /privacy statement/ }))
    await user.click(screen.getByRole("button", { name: "Send" }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/en-gb/thank-you/?form=maintenance"))
    const submission = calls.find((call) => call.url === "/api/submit-hubspot-data")
    expect(submission?.body).toMatchObject({ formId: "maintenance", values: { country_code: "nl", location: "Fleetlane Zwolle" } })
  })

  it("asks for the country before sending", async () => {
    const user = userEvent.setup({ delay: null })
    mockFetch({ "/data/maintenance-locations.json": { status: 200, body: locations } })
    renderForm(MaintenanceForm, pageProps("maintenance", "en"))
    await user.click(screen.getByRole("button", { name: "Send" }))
    await waitFor(() => expect(screen.getByRole("combobox", { name: /Country/ })).toHaveAttribute("aria-invalid", "true"))
    expect(document.activeElement).toBe(screen.getByRole("combobox", { name: /Country/ }))
  })
})
