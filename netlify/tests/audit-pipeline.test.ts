import type { Context } from "@netlify/functions"
import { FORM_TOKEN_MAX_AGE_MS } from "../../src/domain/forms/fill-time"
import { PAGE_URI_MAX_LENGTH } from "../../src/domain/marketing/page-uri"
import { Outbox } from "../lib/outbox/outbox"
import { issueFormStartToken } from "../lib/spam/form-start"
import { SUBMISSIONS_PER_ADDRESS_PER_HOUR } from "../lib/spam/address-limit"
import { STORE_NAMES } from "../lib/stores"
import { sinkEntries } from "../lib/upstreams/local-sink"
import { useLocalBlobs } from "../test-support/blobs"
import { CONTACT_VALUES, contactEnvelope } from "../test-support/contact-envelope"
import { postJson, testContext } from "../test-support/requests"
import formStart from "../functions/form-start.mts"
import sendDataForm from "../functions/send-data-form.mts"
import submit from "../functions/submit-hubspot-data.mts"

/**
 * The hostile audit's inputs against the submission pipeline (issue 19, points 1, 6, 7, 8, 9, 19),
 * through the real functions, with local Blobs and the local sink.
 */
const ENDPOINT = "http://localhost/api/submit-hubspot-data"
const KEY = "9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d"

const values = CONTACT_VALUES
const envelope = contactEnvelope

const blobs = useLocalBlobs()

async function send(request: Request, handler = submit, ip?: string) {
  const { context, settled } = testContext()
  const response = await handler(request, (ip ? { ...context, ip } : context) as Context)
  await settled()
  return { status: response.status, body: await response.json(), headers: response.headers }
}

const outbox = () => new Outbox(blobs.store(STORE_NAMES.outbox))
const sunk = async () => (await sinkEntries(blobs.store(STORE_NAMES.localSink))).map((entry) => entry.upstream as any)
const field = (upstream: any, name: string) => upstream.payload.fields.find((entry: { name: string }) => entry.name === name)?.value

describe("point 1: a landing URL longer than 2,048 characters", () => {
  it("is shortened to its page and campaign values, and the lead is stored", async () => {
    const landing = `https://www.fleetlane.example/nl/contact/?utm_source=google&utm_campaign=lente&gclid=${"EAIaIQobChMI".repeat(180)}&ref=${"x".repeat(300)}`
    expect(landing.length).toBeGreaterThan(2048)
    const { status } = await send(
      postJson(ENDPOINT, envelope({ context: { pageUri: landing, pageName: "Contact" } }), { "Idempotency-Key": KEY }),
    )
    expect(status).toBe(202)
    const [upstream] = await sunk()
    const pageUri: string = upstream.payload.context.pageUri
    expect(pageUri.length).toBeLessThanOrEqual(PAGE_URI_MAX_LENGTH)
    expect(pageUri).toMatch(/^https:\/\/www\.fleetlane\.example\/nl\/contact\/\?utm_source=google&utm_campaign=lente/)
    expect(pageUri).not.toContain("ref=")
  })
})

describe("point 6: an Idempotency-Key reused", () => {
  it("with the same body answers the first answer again and stores one lead", async () => {
    const first = await send(postJson(ENDPOINT, envelope(), { "Idempotency-Key": KEY }))
    const again = await send(postJson(ENDPOINT, envelope(), { "Idempotency-Key": KEY }))
    expect([first.status, again.status]).toEqual([202, 202])
    expect(again.body).toEqual(first.body)
    expect(await outbox().list()).toHaveLength(1)
  })

  it("with a different body answers 422 and keeps the first content", async () => {
    await send(postJson(ENDPOINT, envelope(), { "Idempotency-Key": KEY }))
    const changed = await send(
      postJson(ENDPOINT, envelope({ values: { ...values, description: "Another request" } }), { "Idempotency-Key": KEY }),
    )
    expect(changed.status).toBe(422)
    expect(changed.body).toEqual({ error: "idempotency_key_reused" })
    expect(await sunk()).toHaveLength(1)
    expect(field((await sunk())[0], "message")).toMatch(/^Please call me\./)
  })

  it("with another form or another endpoint answers 422", async () => {
    await send(postJson(ENDPOINT, envelope(), { "Idempotency-Key": KEY }))
    const newsletter = envelope({ formId: "newsletter", values: { email: "jan@example.nl" } })
    expect((await send(postJson(ENDPOINT, newsletter, { "Idempotency-Key": KEY }))).status).toBe(422)
    const leaseRental = {
      ...values,
      asset_type: "100000003",
      asset: "e_reefer",
      term: 3,
      city: "Ede",
      zip: "",
      description: "",
      phone: "0612345678",
    }
    const otherEndpoint = postJson("http://localhost/api/send-data-form", envelope({ formId: "lease_rental_new", values: leaseRental }), {
      "Idempotency-Key": KEY,
    })
    const other = await send(otherEndpoint, sendDataForm)
    expect([other.status, other.body]).toEqual([422, { error: "idempotency_key_reused" }])
    expect(await outbox().list()).toHaveLength(1)
  })
})

describe("point 7: control characters", () => {
  it("never reach the CRM: stripped, NFC, line breaks kept only in the message", async () => {
    const hostile = {
      ...values,
      company: "Jansen\u0000 Transport\u001b[31m\u202Egpj.exe\r\nBcc: x@evil.example",
      first_name: "Mu\u0308ller\u2066",
      description: "Line one\r\nLine two\u0007",
    }
    expect((await send(postJson(ENDPOINT, envelope({ values: hostile }), { "Idempotency-Key": KEY }))).status).toBe(202)
    const [upstream] = await sunk()
    expect(field(upstream, "company")).toBe("Jansen Transport[31mgpj.exe Bcc: x@evil.example")
    expect(field(upstream, "firstname")).toBe("M\u00fcller")
    expect(field(upstream, "message")).toMatch(/^Line one\nLine two\n/)
    // eslint-disable-next-line no-control-regex -- control characters are what this looks for
    expect(JSON.stringify(upstream)).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u202a-\u202e\u2066-\u2069]/)
  })
})

describe("points 8 and 9: types are strict and errors are message keys", () => {
  it.each([
    ['consent as the string "true"', { privacy: "true" }, "privacy"],
    ["consent as [1]", { privacy: [1] }, "privacy"],
    ["text as true", { company: true }, "company"],
    ["text as 1e308", { zip: 1e308 }, "zip"],
    ["a phone that is not a string", { phone: { toString: "<script>alert(1)</script>" } }, "phone"],
  ])("refuses %s with the key INVALID_VALUE, echoing nothing", async (_label, change, name) => {
    const { status, body } = await send(postJson(ENDPOINT, envelope({ values: { ...values, ...change } })))
    expect(status).toBe(400)
    expect(body).toEqual({ error: "invalid_fields", fields: { [name]: "INVALID_VALUE" } })
    expect(await outbox().list()).toEqual([])
  })
})

describe("point 19: minimum fill time and per-address limit", () => {
  it("hands out a signed form-start token", async () => {
    const response = await formStart(new Request("http://localhost/api/form-start"))
    expect(response.status).toBe(200)
    expect(response.headers.get("cache-control")).toBe("no-store")
    expect((await response.json()).token).toMatch(/^fs1\.[0-9a-z]+\.[\w-]+\.[\w-]+$/)
  })

  // Each token is made when its test runs: one made when the table is read could be old enough by then.
  it.each([
    ["no token", () => undefined, "form_token_invalid"],
    ["a token made up by the sender", () => `fs1.${(Date.now() - 60_000).toString(36)}.abc.forged`, "form_token_invalid"],
    ["a token of another secret", () => issueFormStartToken(Date.now() - 60_000, "another-secret"), "form_token_invalid"],
    ["a form sent a moment after it was opened", () => issueFormStartToken(Date.now() - 500), "form_filled_too_fast"],
    ["a token older than a day", () => issueFormStartToken(Date.now() - FORM_TOKEN_MAX_AGE_MS - 60_000), "form_token_expired"],
  ])("refuses %s, storing nothing", async (_label, token, error) => {
    const { status, body } = await send(postJson(ENDPOINT, envelope({ formStart: token() })))
    expect([status, body]).toEqual([400, { error }])
    expect(await outbox().list()).toEqual([])
  })

  it(`stores ${SUBMISSIONS_PER_ADDRESS_PER_HOUR} submissions of one address in an hour, then answers 429 with Retry-After`, async () => {
    const key = (index: number) => `address-limit-test-key-${String(index).padStart(4, "0")}`
    for (let index = 0; index < SUBMISSIONS_PER_ADDRESS_PER_HOUR; index += 1) {
      const { status } = await send(postJson(ENDPOINT, envelope(), { "Idempotency-Key": key(index) }), submit, "198.51.100.23")
      expect(status).toBe(202)
    }
    const refused = await send(postJson(ENDPOINT, envelope(), { "Idempotency-Key": key(999) }), submit, "198.51.100.23")
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual({ error: "too_many_submissions" })
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0)
    // A retry of a stored one is still answered, and another address is not affected.
    expect((await send(postJson(ENDPOINT, envelope(), { "Idempotency-Key": key(0) }), submit, "198.51.100.23")).status).toBe(202)
    expect((await send(postJson(ENDPOINT, envelope(), { "Idempotency-Key": key(998) }), submit, "198.51.100.99")).status).toBe(202)
    expect(await outbox().list()).toHaveLength(SUBMISSIONS_PER_ADDRESS_PER_HOUR + 1)
  })

  it("does not count the machine's own address (netlify serve, the browser tests)", async () => {
    for (const ip of ["::1", "127.0.0.1", "::ffff:127.0.0.1"]) {
      for (let index = 0; index <= SUBMISSIONS_PER_ADDRESS_PER_HOUR; index += 1) {
        const key = `loopback-test-key-${ip.replace(/\W/g, "")}-${String(index).padStart(3, "0")}`
        expect((await send(postJson(ENDPOINT, envelope(), { "Idempotency-Key": key }), submit, ip)).status).toBe(202)
      }
    }
  }, 30_000)
})
