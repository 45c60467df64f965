import { CALCULATOR_FACTORS_PATH } from "../../src/domain/calculator/factors"
import { clearCalculatorFactorsCache } from "../lib/forms/calculator-factors"
import { clearMaintenanceLocationCache } from "../lib/forms/maintenance-locations"
import { Outbox } from "../lib/outbox/outbox"
import type { OutboxRecord } from "../lib/outbox/record"
import { STORE_NAMES } from "../lib/stores"
import { HUBSPOT_FORM_GUIDS } from "../lib/upstreams/hubspot"
import { sinkEntries } from "../lib/upstreams/local-sink"
import { useLocalBlobs } from "../test-support/blobs"
import { CONTACT_PAGE_CONTEXT, CONTACT_VALUES, contactEnvelope } from "../test-support/contact-envelope"
import { postJson, testContext } from "../test-support/requests"
import { startStandIn, type StandIn } from "../test-support/stand-in"
import outboxRetry from "../functions/outbox-retry.mts"
import submit from "../functions/submit-hubspot-data.mts"
import { restoreEnvironmentAfterEach } from "../test-support/environment"

const ENDPOINT = "http://localhost/api/submit-hubspot-data"
const KEY = "0f8fad5b-d9cb-469f-a165-70867728950e"

const contactValues = { ...CONTACT_VALUES, receive_tip_newsletter: true }

/** The contact enquiry with the marketing context a visitor from a campaign brings. */
function envelope(overrides: Record<string, unknown> = {}) {
  return contactEnvelope({
    values: contactValues,
    context: { ...CONTACT_PAGE_CONTEXT, hutk: "0123456789abcdef0123456789abcdef" },
    utm: { utm_campaign: "spring", utm_source: "google", utm_medium: "cpc", utm_content: "", utm_term: "" },
    ...overrides,
  })
}

const blobs = useLocalBlobs()
let upstream: StandIn
restoreEnvironmentAfterEach()

beforeEach(async () => {
  upstream = await startStandIn()
  clearMaintenanceLocationCache()
})

afterEach(async () => {
  await upstream.close()
})

function outbox(): Outbox {
  return new Outbox(blobs.store(STORE_NAMES.outbox))
}

async function send(request: Request) {
  const { context, settled } = testContext()
  const response = await submit(request, context)
  await settled()
  return { response, body: await response.json() }
}

function useHubSpotStandIn(secrets: { portalId?: string; token?: string } = {}) {
  process.env.HUBSPOT_PORTAL_ID = secrets.portalId ?? "24681357"
  process.env.HUBSPOT_ACCESS_TOKEN = secrets.token ?? "pat-eu1-test-token"
  process.env.HUBSPOT_FORMS_API_URL = upstream.url
}

describe("POST /api/submit-hubspot-data: what it refuses", () => {
  it("takes POST only", async () => {
    const response = await submit(new Request(ENDPOINT), testContext().context)
    expect(response.status).toBe(405)
    expect(response.headers.get("allow")).toBe("POST")
  })

  it("takes JSON only", async () => {
    const response = await submit(
      new Request(ENDPOINT, { method: "POST", headers: { "Content-Type": "text/plain" }, body: "hi" }),
      testContext().context,
    )
    expect(response.status).toBe(415)
  })

  it("refuses an oversized body, whatever Content-Length says", async () => {
    const big = JSON.stringify(envelope({ values: { ...contactValues, description: "x".repeat(40 * 1024) } }))
    expect((await send(postJson(ENDPOINT, big))).response.status).toBe(413)
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big))
        controller.close()
      },
    })
    const lying = new Request(ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Content-Length": "10" },
      body: stream,
      duplex: "half",
    } as RequestInit)
    expect((await send(lying)).response.status).toBe(413)
  })

  it.each([
    ["malformed JSON", "{not json", "malformed_json"],
    ["a list", "[]", "body_must_be_an_object"],
    ["a string", '"contact"', "body_must_be_an_object"],
    ["an unknown top-level field", { ...envelope(), url: "https://evil.example/" }, "unknown_fields"],
    ["an unknown form", envelope({ formId: "job_application" }), "unknown_form"],
    ["a form of another endpoint", envelope({ formId: "lease_rental_new" }), "unknown_form"],
    ["an unknown locale", envelope({ locale: "xx" }), "unknown_locale"],
    ["a page URI that is not a web address", envelope({ context: { pageUri: "javascript:alert(1)", pageName: "x" } }), "invalid_context"],
    ["a malformed hutk", envelope({ context: { pageUri: "https://a.example/", pageName: "x", hutk: "<script>" } }), "invalid_context"],
    ["an unknown UTM key", envelope({ utm: { utm_id: "1" } }), "invalid_utm"],
    ["values that are not an object", envelope({ values: "all of it" }), "invalid_fields"],
  ])("answers 400 to %s", async (_label, body, error) => {
    const { response, body: answer } = await send(postJson(ENDPOINT, body))
    expect(response.status).toBe(400)
    expect(answer.error).toBe(error)
    expect(await outbox().list()).toEqual([])
  })

  it("validates again with the form's schema and names each invalid field", async () => {
    const { response, body } = await send(
      postJson(ENDPOINT, envelope({ values: { ...contactValues, email: "jan@", description: "  ", privacy: false } })),
    )
    expect(response.status).toBe(400)
    expect(body).toEqual({ error: "invalid_fields", fields: { email: "EMAIL", description: "REQUIRED", privacy: "PRIVACY" } })
  })

  it("refuses fields the form does not have", async () => {
    const { response, body } = await send(postJson(ENDPOINT, envelope({ values: { ...contactValues, recipient: "me@evil.example" } })))
    expect(response.status).toBe(400)
    expect(body.fields).toEqual({ recipient: "UNKNOWN_FIELD" })
  })

  it("refuses a malformed idempotency key", async () => {
    const { response } = await send(postJson(ENDPOINT, envelope(), { "Idempotency-Key": "bad key!" }))
    expect(response.status).toBe(400)
  })
})

describe("POST /api/submit-hubspot-data: offline, to the local sink", () => {
  it("stores the submission, answers 202 and delivers the HubSpot payload to the sink", async () => {
    const { response, body } = await send(postJson(ENDPOINT, envelope(), { "Idempotency-Key": KEY }))
    expect(response.status).toBe(202)
    expect(body).toEqual({ status: "accepted", id: KEY })
    const record = await outbox().get(KEY)
    expect(record).toMatchObject({ status: "delivered", deliveredTo: "local-sink", attempts: 1, formId: "contact", locale: "nl" })
    const [entry] = await sinkEntries(blobs.store(STORE_NAMES.localSink))
    expect(entry.id).toBe(KEY)
    expect(entry.upstream).toMatchObject({ channel: "hubspot", hubspotForm: "contact" })
    const fields = Object.fromEntries(
      (entry.upstream as { payload: { fields: Array<{ name: string; value: string }> } }).payload.fields.map((f) => [f.name, f.value]),
    )
    expect(fields).toMatchObject({
      firstname: "Jan",
      country: "Netherlands",
      zip: "6711 AA",
      hs_language: "nl",
      utm_campaign: "spring",
      message: "Please call me.\nCompany: Jansen Transport B.V.",
    })
  })

  it("stores a key's submission once, however often it is sent", async () => {
    await send(postJson(ENDPOINT, envelope(), { "Idempotency-Key": KEY }))
    const again = await send(postJson(ENDPOINT, envelope(), { "Idempotency-Key": KEY }))
    expect(again.response.status).toBe(202)
    expect(await outbox().list()).toHaveLength(1)
    expect(await sinkEntries(blobs.store(STORE_NAMES.localSink))).toHaveLength(1)
  })

  it("answers a honeypot hit with success and stores and delivers nothing", async () => {
    const { response, body } = await send(postJson(ENDPOINT, { ...envelope(), fax_number: "+1 555 0100" }))
    expect(response.status).toBe(202)
    expect(body.status).toBe("accepted")
    expect(await outbox().list()).toEqual([])
    expect(await sinkEntries(blobs.store(STORE_NAMES.localSink))).toEqual([])
  })

  it("says so, with a 503, when it cannot store the submission", async () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined)
    blobs.breakStore()
    const { response, body } = await send(postJson(ENDPOINT, envelope()))
    expect(response.status).toBe(503)
    expect(body).toEqual({ error: "storage_unavailable" })
    expect(log).toHaveBeenCalledWith("Could not store a submission", expect.any(String))
    log.mockRestore()
  })
})

describe("POST /api/submit-hubspot-data: the maintenance location", () => {
  const maintenanceValues = {
    country_code: "nl",
    location: "Fleetlane Zwolle",
    salutation: "Ms.",
    first_name: "Eva",
    last_name: "Bakker",
    email: "eva@example.nl",
    phone: "0612345678",
    company: "Bakker B.V.",
    description: "APK",
    receive_tip_newsletter: false,
    privacy: true,
  }

  beforeEach(() => {
    upstream.respond("/data/maintenance-locations.json", {
      status: 200,
      body: JSON.stringify({
        locations: [
          { country_code: "nl", value: "Fleetlane Zwolle", email: "zwolle@fleetlane.example" },
          { country_code: "gb", value: "Trailer Auto Group", email: "tag@fleetlane.example" },
        ],
        otherEmails: { en: "info@fleetlane.example", nl: "info.nl@fleetlane.example" },
      }),
    })
  })

  async function sendMaintenance(values: Record<string, unknown>) {
    const result = await send(postJson(`${upstream.url}/api/submit-hubspot-data`, envelope({ formId: "maintenance", values })))
    const [entry] = await sinkEntries(blobs.store(STORE_NAMES.localSink))
    const fields = entry
      ? Object.fromEntries(
          (entry.upstream as { payload: { fields: Array<{ name: string; value: string }> } }).payload.fields.map((f) => [f.name, f.value]),
        )
      : {}
    return { ...result, fields }
  }

  it("derives the workshop's e-mail on the server from the published location list", async () => {
    const { response, fields } = await sendMaintenance(maintenanceValues)
    expect(response.status).toBe(202)
    expect(fields).toMatchObject({ maintenance_location: "Fleetlane Zwolle", maintenance_location_email: "zwolle@fleetlane.example" })
  })

  it("sends Other to the locale's general address", async () => {
    const { fields } = await sendMaintenance({ ...maintenanceValues, location: "Other" })
    expect(fields.maintenance_location_email).toBe("info.nl@fleetlane.example")
  })

  it("refuses a location the country does not offer, an excluded one included", async () => {
    for (const [country_code, location] of [
      ["nl", "Fleetlane Atlantis"],
      ["gb", "Trailer Auto Group"],
    ]) {
      const { response, body } = await sendMaintenance({ ...maintenanceValues, country_code, location })
      expect(response.status).toBe(400)
      expect(body.fields).toEqual({ location: "INVALID_CHOICE" })
    }
  })
})

describe("POST /api/submit-hubspot-data: the e-reefer calculator's lead", () => {
  const calculatorValues = {
    company: "Koelvervoer Jansen",
    first_name: "Anna",
    last_name: "Jansen",
    email: "anna@jansen.nl",
    phone: "+31612345678",
    receive_tip_newsletter: false,
    privacy: true,
    calculation: {
      drivers: ["sustainability"],
      assets: ["e-Reefer"],
      haul_type: "long-haul-id",
      frequency: "daily",
      infrastructure: ["available"],
      hours: 2000,
    },
  }
  // The build's factors file, served by the site the request came to (the stand-in here).
  const SITE_ENDPOINT = () => `${upstream.url}/api/submit-hubspot-data`
  beforeEach(() => {
    clearCalculatorFactorsCache()
    upstream.respond(CALCULATOR_FACTORS_PATH, {
      status: 200,
      body: JSON.stringify({
        nl: { haulTypes: [{ id: "long-haul-id", name: "Lange afstand", dieselFactor: 7.4, electricFactor: 1.5 }], countryAverage: 1.02 },
      }),
    })
  })
  const calculatorEnvelope = (values: Record<string, unknown> = calculatorValues) =>
    envelope({
      formId: "calculator",
      values,
      context: { pageUri: "https://www.fleetlane.example/nl/e-reefer-calculator/", pageName: "e-Reefer" },
    })

  it("stores the lead, then delivers the answers and the result recomputed on the server to the calculator's HubSpot form", async () => {
    const { response } = await send(postJson(SITE_ENDPOINT(), calculatorEnvelope(), { "Idempotency-Key": KEY }))
    expect(response.status).toBe(202)
    expect(await outbox().get(KEY)).toMatchObject({ formId: "calculator", locale: "nl", status: "delivered", deliveredTo: "local-sink" })
    const [entry] = await sinkEntries(blobs.store(STORE_NAMES.localSink))
    expect(entry.upstream).toMatchObject({ channel: "hubspot", hubspotForm: "calculator" })
    const payload = (entry.upstream as { payload: { fields: Array<{ name: string; value: string }>; legalConsentOptions: unknown } })
      .payload
    expect(Object.fromEntries(payload.fields.map((f) => [f.name, f.value]))).toMatchObject({
      email: "anna@jansen.nl",
      company: "Koelvervoer Jansen",
      calculator_drivers: "sustainability",
      asset_type: "Trailer Reefer",
      calculator_haul_type: "Lange afstand",
      calculator_operating_hours: "2000",
      // 7.4 x 1.02 x 2000 / 1000 = 15.096 t; battery-only 1.5 x 1.02 x 2000 / 1000 = 3.06 t
      calculator_diesel_emissions: "15.096",
      calculator_recommended_solution: "battery",
      calculator_recommended_emissions: "3.06",
      hs_language: "nl",
      utm_campaign: "spring",
    })
    expect(payload.legalConsentOptions).toMatchObject({ consent: { consentToProcess: true, communications: [{ value: false }] } })
  })

  it("validates the calculation with the steps' rules and refuses what the schema does not know", async () => {
    const bad = await send(
      postJson(
        ENDPOINT,
        calculatorEnvelope({ ...calculatorValues, phone: "06 1234 bellen", calculation: { ...calculatorValues.calculation, hours: 150 } }),
      ),
    )
    expect(bad.response.status).toBe(400)
    expect(bad.body.fields).toEqual({ phone: "PHONE", "calculation.hours": "INVALID_CHOICE" })
    const nested = await send(
      postJson(
        ENDPOINT,
        calculatorEnvelope({ ...calculatorValues, calculation: { ...calculatorValues.calculation, recipient: "me@evil.example" } }),
      ),
    )
    expect(nested.response.status).toBe(400)
    expect(nested.body.fields).toEqual({ calculation: "UNKNOWN_FIELD" })
    expect(await outbox().list()).toEqual([])
  })

  it("takes no numbers from the browser and no haul type that is not a term (issue 19, point 10)", async () => {
    const numbers = await send(
      postJson(
        SITE_ENDPOINT(),
        calculatorEnvelope({ ...calculatorValues, calculation: { ...calculatorValues.calculation, diesel_total: 999999 } }),
      ),
    )
    expect(numbers.response.status).toBe(400)
    expect(numbers.body.fields).toEqual({ calculation: "UNKNOWN_FIELD" })
    const invented = await send(
      postJson(
        SITE_ENDPOINT(),
        calculatorEnvelope({ ...calculatorValues, calculation: { ...calculatorValues.calculation, haul_type: "Moon run" } }),
      ),
    )
    expect(invented.response.status).toBe(400)
    expect(invented.body.fields).toEqual({ "calculation.haul_type": "INVALID_CHOICE" })
    expect(await outbox().list()).toEqual([])
  })

  it("asks to try again when the site's factors cannot be read, as the result cannot be recomputed", async () => {
    upstream.respond(CALCULATOR_FACTORS_PATH, { status: 404, body: "" })
    const { response, body } = await send(postJson(SITE_ENDPOINT(), calculatorEnvelope()))
    expect(response.status).toBe(503)
    expect(body).toEqual({ error: "calculator_data_unavailable" })
  })

  it("posts to the calculator's own HubSpot form", async () => {
    useHubSpotStandIn()
    upstream.respond("/submissions/", { status: 200 })
    await send(postJson(SITE_ENDPOINT(), calculatorEnvelope()))
    const submissions = upstream.requests.filter((request) => request.path.startsWith("/submissions/"))
    expect(submissions.map((request) => request.path)).toEqual([
      `/submissions/v3/integration/secure/submit/24681357/${HUBSPOT_FORM_GUIDS.calculator}`,
    ])
  })
})

describe("POST /api/submit-hubspot-data: to HubSpot", () => {
  it("posts the Forms API v3 request: secure endpoint, portal and form GUID in the path, bearer token, payload", async () => {
    useHubSpotStandIn()
    upstream.respond("/submissions/", { status: 200, body: '{"inlineMessage":"Thanks"}' })
    const { response } = await send(postJson(ENDPOINT, envelope(), { "Idempotency-Key": KEY }))
    expect(response.status).toBe(202)
    expect(upstream.requests).toHaveLength(1)
    const [request] = upstream.requests
    expect(request.method).toBe("POST")
    expect(request.path).toBe(`/submissions/v3/integration/secure/submit/24681357/${HUBSPOT_FORM_GUIDS.contact}`)
    expect(request.headers.authorization).toBe("Bearer pat-eu1-test-token")
    expect(request.headers["content-type"]).toBe("application/json")
    expect(request.headers["idempotency-key"]).toBe(KEY)
    const body = JSON.parse(request.body)
    expect(Object.keys(body).sort()).toEqual(["context", "fields", "legalConsentOptions", "submittedAt"])
    expect(body.context).toEqual({
      hutk: "0123456789abcdef0123456789abcdef",
      pageUri: "https://www.fleetlane.example/nl/contact/",
      pageName: "Contact | Fleetlane",
    })
    expect(body.legalConsentOptions.consent).toMatchObject({ consentToProcess: true, text: "I agree to allow my data to be processed." })
    expect(body.legalConsentOptions.consent.communications[0]).toMatchObject({ value: true, text: "I agree to receive marketing emails." })
    expect(body.fields).toContainEqual({ name: "email", value: "jan@example.nl" })
    expect(Number(body.submittedAt)).toBeGreaterThan(0)
    expect((await outbox().get(KEY))?.deliveredTo).toBe("hubspot")
  })

  it("uses the public endpoint without a token", async () => {
    useHubSpotStandIn({ token: "" })
    upstream.respond("/submissions/", { status: 200 })
    await send(postJson(ENDPOINT, envelope()))
    expect(upstream.requests[0].path).toBe(`/submissions/v3/integration/submit/24681357/${HUBSPOT_FORM_GUIDS.contact}`)
    expect(upstream.requests[0].headers.authorization).toBeUndefined()
  })

  it("retries an upstream that fails and then recovers, honouring Retry-After, and delivers exactly once", async () => {
    useHubSpotStandIn()
    upstream.respond(
      "/submissions/",
      { status: 503, headers: { "Retry-After": "1" } },
      { status: 429, headers: { "Retry-After": "0" } },
      { status: 200 },
    )
    const { response } = await send(postJson(ENDPOINT, envelope(), { "Idempotency-Key": KEY }))
    expect(response.status).toBe(202)
    expect(upstream.requests.map((request) => request.headers["idempotency-key"])).toEqual([KEY, KEY, KEY])
    expect(await outbox().get(KEY)).toMatchObject({ status: "delivered", attempts: 3, deliveredTo: "hubspot" })
    await outboxRetry()
    expect(upstream.requests).toHaveLength(3)
  })

  it("leaves a long outage to the scheduled retry, which delivers it once when HubSpot is back", async () => {
    useHubSpotStandIn()
    upstream.respond("/submissions/", { status: 503, headers: { "Retry-After": "120" } })
    const { response } = await send(postJson(ENDPOINT, envelope(), { "Idempotency-Key": KEY }))
    expect(response.status).toBe(202)
    const waiting = (await outbox().get(KEY)) as OutboxRecord
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, lastError: "HubSpot submission failed: 503" })
    expect(Date.parse(waiting.nextAttemptAt!) - Date.now()).toBeGreaterThan(100_000)

    await outboxRetry()
    expect(upstream.requests).toHaveLength(1)

    // Two minutes pass: the record is due, and HubSpot is back.
    const store = blobs.store(STORE_NAMES.outbox)
    const entry = await store.get<OutboxRecord>(`records/${KEY}`)
    await store.put(`records/${KEY}`, { ...entry!.value, nextAttemptAt: new Date(Date.now() - 1000).toISOString() })
    upstream.respond("/submissions/", { status: 200 })
    await outboxRetry()
    await outboxRetry()
    expect(upstream.requests).toHaveLength(2)
    expect(await outbox().get(KEY)).toMatchObject({ status: "delivered", attempts: 2 })
  })

  it("gives up at once on a request HubSpot refuses as invalid, keeping it for a replay", async () => {
    useHubSpotStandIn()
    upstream.respond("/submissions/", { status: 400, body: '{"errors":[{"errorType":"INVALID_EMAIL"}]}' })
    await send(postJson(ENDPOINT, envelope(), { "Idempotency-Key": KEY }))
    expect(upstream.requests).toHaveLength(1)
    expect(await outbox().get(KEY)).toMatchObject({ status: "failed", lastError: "HubSpot submission failed: 400 (INVALID_EMAIL)" })
  })
})

describe("secrets", () => {
  const canaries = { portalId: "canary-portal-7731", token: "canary-token-5d9e2f" }

  it("never appear in an answer, whatever happens upstream", async () => {
    useHubSpotStandIn(canaries)
    upstream.respond("/submissions/", {
      status: 401,
      body: JSON.stringify({ message: `bad token ${canaries.token} for ${canaries.portalId}` }),
    })
    const answers = [
      await send(postJson(ENDPOINT, envelope())),
      await send(postJson(ENDPOINT, envelope({ values: { ...contactValues, email: "x" } }))),
      await send(postJson(ENDPOINT, "{oops")),
    ]
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined)
    blobs.breakStore()
    answers.push(await send(postJson(ENDPOINT, envelope())))
    for (const { response, body } of answers) {
      const text = JSON.stringify(body) + JSON.stringify([...response.headers])
      expect(text).not.toContain(canaries.token)
      expect(text).not.toContain(canaries.portalId)
    }
    log.mockRestore()
  })
})
