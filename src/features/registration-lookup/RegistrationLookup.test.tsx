import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { renderInLocale } from "../../test-utils/render"
import RegistrationLookup from "./RegistrationLookup"

const RECORD =
  "FL-204518,OR-12-KX,WSM00000003204518,https://www.fleetlane.example/demo/registration/FL-204518-cvi.pdf,https://www.fleetlane.example/demo/registration/FL-204518-registration.pdf"

/** jsdom has no fetch Response: what the code reads of one. */
const textResponse = (body: string, status = 200) => ({
  ok: status < 400,
  status,
  text: async () => body,
  json: async () => JSON.parse(body),
})

const fetchMock = jest.fn()
beforeEach(() => {
  fetchMock.mockReset()
  global.fetch = fetchMock
})

function renderLookup(locale = "en") {
  return renderInLocale(
    <RegistrationLookup
      locale={locale}
      formId="registration_lookup"
      thankYouTitle="Documents sent"
      thankYouTextHtml="<p>Check your inbox.</p>"
      thankYouPath={null}
      privacyPath={null}
      thankInPlace={false}
    />,
    locale,
    ["registration", "common"],
  )
}

describe("RegistrationLookup", () => {
  it("needs at least one of trailer, license and vin, and calls nothing without", async () => {
    const user = userEvent.setup()
    renderLookup()
    await user.click(screen.getByRole("button", { name: "Search" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("Fill in a trailer number, a license plate or a VIN.")
    expect(screen.getByRole("textbox", { name: "Trailer number" })).toHaveFocus()
    expect(screen.getByRole("textbox", { name: "Trailer number" })).toHaveAttribute("aria-invalid", "true")
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("shows the trailer found with its two documents, then offers to send them by e-mail", async () => {
    const user = userEvent.setup()
    fetchMock.mockResolvedValue(textResponse(RECORD))
    renderLookup()
    await user.type(screen.getByRole("textbox", { name: "Trailer number" }), " FL-204518 ")
    await user.click(screen.getByRole("button", { name: "Search" }))
    const table = await screen.findByRole("table", { name: "The trailer and its documents" })
    expect(fetchMock).toHaveBeenCalledWith("/api/registration-search?trailer=FL-204518", expect.anything())
    expect(within(table).getByRole("cell", { name: "OR-12-KX" })).toBeInTheDocument()
    expect(within(table).getByRole("link", { name: "Registration document (PDF)" })).toHaveAttribute(
      "href",
      "https://www.fleetlane.example/demo/registration/FL-204518-registration.pdf",
    )
    expect(within(table).getByRole("link", { name: "CVI certificate (PDF)" })).toHaveAttribute(
      "href",
      "https://www.fleetlane.example/demo/registration/FL-204518-cvi.pdf",
    )
    expect(screen.queryByRole("button", { name: "Search" })).not.toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Send" })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "New search" })).toBeInTheDocument()

    await user.click(screen.getByRole("button", { name: "Send" }))
    expect(await screen.findByText("Enter a valid e-mail address, for example name@company.com.")).toBeInTheDocument()
    await user.type(screen.getByRole("textbox", { name: "E-mail address" }), "fleet@haulier.example")
    await user.click(screen.getByRole("button", { name: "Send" }))
    expect(await screen.findByRole("heading", { name: "Documents sent" })).toHaveFocus()
    expect(fetchMock).toHaveBeenLastCalledWith(
      "/api/registration-search?trailer=FL-204518&email=fleet%40haulier.example",
      expect.anything(),
    )
  })

  it("says so when no trailer is found, and when the answer is not a record", async () => {
    const user = userEvent.setup()
    fetchMock.mockResolvedValueOnce(textResponse("", 404)).mockResolvedValueOnce(textResponse("<html>Maintenance</html>"))
    renderLookup()
    await user.type(screen.getByRole("textbox", { name: "VIN (vehicle identification number)" }), "WSM1")
    await user.click(screen.getByRole("button", { name: "Search" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not find a trailer with these details.")
    await user.click(screen.getByRole("button", { name: "Search" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not find a trailer with these details.")
    expect(screen.getByRole("textbox", { name: "VIN (vehicle identification number)" })).toHaveValue("WSM1")
  })

  it("says the lookup is unavailable when the call fails, and logs it", async () => {
    const user = userEvent.setup()
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined)
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"))
    renderLookup("en-gb")
    await user.type(screen.getByRole("textbox", { name: "Registration plate" }), "C0487621")
    await user.click(screen.getByRole("button", { name: "Search" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("The registration lookup is not available right now.")
    expect(log).toHaveBeenCalled()
    log.mockRestore()
  })
})

describe("RegistrationLookup sent before the page was live", () => {
  afterEach(() => window.history.replaceState(null, "", "/"))

  it("searches the fields of the address and clears them from it", async () => {
    fetchMock.mockResolvedValue(textResponse(RECORD))
    window.history.replaceState(null, "", "/en/registration-lookup/?trailer=FL-204518&license=&vin=")
    renderLookup()
    expect(await screen.findByRole("table")).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledWith("/api/registration-search?trailer=FL-204518", expect.anything())
    expect(window.location.search).toBe("")
  })

  it("says a field is needed when they were all empty", async () => {
    window.history.replaceState(null, "", "/en/registration-lookup/?trailer=&license=&vin=")
    renderLookup()
    expect(await screen.findByRole("alert")).toHaveTextContent("Fill in a trailer number, a license plate or a VIN.")
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
