import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { calculate } from "../../domain/calculator/formulas"
import { renderInLocale } from "../../test-utils/render"
import { discardFormStart } from "../forms/submission/form-start"
import { captureUtm } from "../marketing/utm-storage"
import ContactStep, { type CalculatorSummary } from "./ContactStep"

const summary: CalculatorSummary = {
  drivers: { question1: ["costs"], question2: ["e-Reefer"] },
  usage: { question1: "urban", question2: "weekly", question3: ["none"], question4: 3500 },
  haulTypeName: "Urban distribution",
  result: calculate({ dieselFactor: 9, electricFactor: 2, countryAverage: 1.02, hours: 3500, infrastructure: ["none"] }),
}

/** jsdom has no fetch Response: what the code reads of one. */
const jsonResponse = (status: number, body: unknown = {}) => ({ ok: status < 400, status, json: async () => body })

const fetchMock = jest.fn()
let log: jest.SpyInstance
beforeEach(() => {
  fetchMock.mockReset()
  discardFormStart()
  // The form-start token (asked for on the form's first focus) is not there: the lead goes at once.
  global.fetch = jest.fn((url: string, init?: RequestInit) =>
    url.startsWith("/api/form-start") ? Promise.resolve(jsonResponse(404) as Response) : fetchMock(url, init),
  ) as typeof fetch
  log = jest.spyOn(console, "error").mockImplementation(() => undefined)
})
afterEach(() => log.mockRestore())

function renderStep(locale = "en", onDraftChange = jest.fn()) {
  renderInLocale(
    <ContactStep
      locale={locale}
      privacyPath="/en/privacy-policy"
      summary={summary}
      draft={null}
      onDraftChange={onDraftChange}
      onBack={jest.fn()}
      t={(key) => key}
    />,
    locale,
    ["calculator", "common"],
  )
  return onDraftChange
}

// The step takes its strings as `t`; the real ones are tested through the Calculator. Here the keys are the labels.
async function fillIn(user: ReturnType<typeof userEvent.setup>, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    company: "Koelvervoer Jansen",
    first_name: "Anna",
    last_name: "Jansen",
    email: "anna@jansen.nl",
    phone: "+31612345678",
    ...overrides,
  }
  for (const [name, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByRole("textbox", { name: new RegExp(`^contact_${name} `) }), value)
  }
}

describe("ContactStep", () => {
  it("enables send only when company, names, e-mail and phone are filled and valid", async () => {
    const user = userEvent.setup()
    renderStep()
    const send = screen.getByRole("button", { name: "send" })
    expect(send).toBeDisabled()
    expect(send).toHaveAccessibleDescription("submit_needs")
    await fillIn(user, { phone: "0612 345 mobiel" })
    expect(send).toBeDisabled()
    await user.tab()
    expect(screen.getByRole("textbox", { name: /^contact_phone / })).toHaveAccessibleDescription("contact_phone_hint error_PHONE")
    await user.clear(screen.getByRole("textbox", { name: /^contact_phone / }))
    await user.type(screen.getByRole("textbox", { name: /^contact_phone / }), "+31612345")
    expect(send).toBeEnabled()
  })

  it("says the privacy box must be ticked and sends nothing without it", async () => {
    const user = userEvent.setup()
    renderStep()
    await fillIn(user)
    await user.click(screen.getByRole("button", { name: "send" }))
    expect(await screen.findByText("error_PRIVACY")).toBeInTheDocument()
    expect(screen.getByRole("checkbox", { name: /contact_privacy/ })).toHaveAccessibleDescription("error_PRIVACY")
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("sends the details with the calculation to the forms endpoint and thanks the visitor", async () => {
    fetchMock.mockResolvedValue(jsonResponse(202, { status: "accepted" }))
    const user = userEvent.setup()
    const onDraftChange = renderStep("de")
    await fillIn(user)
    await user.click(screen.getByRole("checkbox", { name: /contact_privacy/ }))
    await user.click(screen.getByRole("button", { name: "send" }))
    expect(await screen.findByRole("status")).toHaveTextContent("sent_title")
    expect(screen.getByRole("status")).toHaveFocus()

    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [endpoint, init] = fetchMock.mock.calls[0]
    expect(endpoint).toBe("/api/submit-hubspot-data")
    expect(init.method).toBe("POST")
    expect(init.headers["Idempotency-Key"]).toMatch(/^[A-Za-z0-9_-]{16,64}$/)
    const body = JSON.parse(init.body)
    expect(body).toMatchObject({
      formId: "calculator",
      locale: "de",
      values: {
        company: "Koelvervoer Jansen",
        first_name: "Anna",
        last_name: "Jansen",
        email: "anna@jansen.nl",
        phone: "+31612345678",
        privacy: true,
        receive_tip_newsletter: false,
        calculation: { haul_type: "urban", hours: 3500, frequency: "weekly", infrastructure: ["none"] },
      },
      context: { pageUri: window.location.href },
    })
    // The answers only: the server recomputes the result from the haul type's factors (issue 19).
    expect(body.values.calculation).not.toHaveProperty("diesel_total")
    expect(body.values.calculation).not.toHaveProperty("solutions")
    expect(onDraftChange).toHaveBeenLastCalledWith(expect.objectContaining({ company: "Koelvervoer Jansen", privacy: true }))
  })

  it("sends the stored campaign values and the tracking cookie, as every enquiry form does", async () => {
    fetchMock.mockResolvedValue(jsonResponse(202, { status: "accepted" }))
    captureUtm("?utm_campaign=e-reefer&utm_source=newsletter")
    document.cookie = "hubspotutk=0123456789abcdef0123456789abcdef"
    try {
      const user = userEvent.setup()
      renderStep()
      await fillIn(user)
      await user.click(screen.getByRole("checkbox", { name: /contact_privacy/ }))
      await user.click(screen.getByRole("button", { name: "send" }))
      await screen.findByRole("status")
      const body = JSON.parse(fetchMock.mock.calls[0][1].body)
      expect(body.utm).toMatchObject({ utm_campaign: "e-reefer", utm_source: "newsletter", utm_medium: "" })
      expect(body.context.hutk).toBe("0123456789abcdef0123456789abcdef")
    } finally {
      document.cookie = "hubspotutk=; expires=Thu, 01 Jan 1970 00:00:00 GMT"
      localStorage.clear()
    }
  })

  it("keeps everything typed when the lead cannot be sent, and retries with the same key", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(503, { error: "storage_unavailable" })).mockResolvedValueOnce(jsonResponse(202))
    const user = userEvent.setup()
    renderStep()
    await fillIn(user)
    await user.click(screen.getByRole("checkbox", { name: /contact_privacy/ }))
    await user.click(screen.getByRole("button", { name: "send" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("send_failed")
    expect(screen.getByRole("textbox", { name: /^contact_company / })).toHaveValue("Koelvervoer Jansen")
    expect(log).toHaveBeenCalledWith("HubSpot submission failed", 503, "storage_unavailable")

    await user.click(screen.getByRole("button", { name: "send" }))
    expect(await screen.findByRole("status")).toHaveTextContent("sent_title")
    const keys = fetchMock.mock.calls.map(([, init]) => init.headers["Idempotency-Key"])
    expect(keys[0]).toBe(keys[1])
  })

  it("shows the endpoint's field errors at their fields", async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, { error: "invalid_fields", fields: { email: "EMAIL" } }))
    const user = userEvent.setup()
    renderStep()
    await fillIn(user)
    await user.click(screen.getByRole("checkbox", { name: /contact_privacy/ }))
    await user.click(screen.getByRole("button", { name: "send" }))
    expect(await screen.findByText("error_EMAIL")).toBeInTheDocument()
    expect(screen.getByRole("textbox", { name: /^contact_email / })).toHaveFocus()
  })
})
