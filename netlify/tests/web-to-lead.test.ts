import { WEB_TO_LEAD_CUSTOM_FIELDS as F } from "../../src/domain/salesforce/web-to-lead"
import { Outbox } from "../lib/outbox/outbox"
import { STORE_NAMES } from "../lib/stores"
import { sinkEntries } from "../lib/upstreams/local-sink"
import { useLocalBlobs } from "../test-support/blobs"
import { openedFormToken } from "../test-support/form-start"
import { postForm, postJson, testContext } from "../test-support/requests"
import { startStandIn, type StandIn } from "../test-support/stand-in"
import webToLead from "../functions/web-to-lead.mts"
import { restoreEnvironmentAfterEach } from "../test-support/environment"

const ENDPOINT = "http://localhost/api/web-to-lead"
const KEY = "6c84fb90-12c4-11e1-840d-7b25c5ee775a"

const quote = {
  form_id: "ca_quote",
  language: "fr-ca",
  lead_source: "Website",
  idempotency_key: KEY,
  utm_campaign: "hiver",
  request: "Lease",
  company: "Transports Nord Inc.",
  first_name: "Marie",
  last_name: "Tremblay",
  email: "marie@example.ca",
  phone: "5145550100",
  zip: "H2X 1Y4",
  country: "CA",
  comment: "",
  privacy: "true",
  form_start: openedFormToken(),
}

const blobs = useLocalBlobs()
let salesforce: StandIn
restoreEnvironmentAfterEach()

beforeEach(async () => {
  salesforce = await startStandIn()
})

afterEach(async () => {
  await salesforce.close()
})

async function send(request: Request) {
  const { context, settled } = testContext()
  const response = await webToLead(request, context)
  await settled()
  return { status: response.status, body: await response.json(), headers: response.headers }
}

describe("POST /api/web-to-lead", () => {
  it("stores the hidden form's lead and delivers it offline to the sink, without an organisation id", async () => {
    const { status, body } = await send(postForm(ENDPOINT, quote))
    expect(status).toBe(202)
    expect(body).toEqual({ status: "accepted", id: KEY })
    const [entry] = await sinkEntries(blobs.store(STORE_NAMES.localSink))
    expect(entry.upstream).toMatchObject({
      channel: "salesforce",
      fields: {
        last_name: "Tremblay",
        company: "Transports Nord Inc.",
        lead_source: "Website",
        [F.language]: "fr",
        [F.form_id]: "ca_quote",
        [F.utm_campaign]: "hiver",
      },
    })
  })

  it("posts web-to-lead to Salesforce with the organisation id from the server's settings", async () => {
    process.env.SALESFORCE_ORG_ID = "00D5g000004XyZa"
    process.env.SALESFORCE_WEB_TO_LEAD_URL = `${salesforce.url}/servlet/servlet.WebToLead?encoding=UTF-8`
    salesforce.respond("/servlet/", { status: 200, body: "" })
    expect((await send(postForm(ENDPOINT, quote))).status).toBe(202)
    const [request] = salesforce.requests
    expect(request.path).toBe("/servlet/servlet.WebToLead?encoding=UTF-8")
    expect(request.headers["content-type"]).toBe("application/x-www-form-urlencoded")
    const posted = Object.fromEntries(new URLSearchParams(request.body))
    expect(posted).toMatchObject({
      oid: "00D5g000004XyZa",
      first_name: "Marie",
      email: "marie@example.ca",
      country: "Canada",
      [F.request]: "Lease",
    })
    expect((await new Outbox(blobs.store(STORE_NAMES.outbox)).get(KEY))?.deliveredTo).toBe("salesforce")
  })

  it("takes the Canadian contact form, booleans as the hidden form writes them", async () => {
    const contact = {
      form_id: "ca_contact",
      language: "en-ca",
      branch: "CA07",
      department: "Parts",
      first_name: "Sam",
      last_name: "Lee",
      email: "sam@example.ca",
      phone: "",
      ext: "",
      callback: "Email",
      feedback: "Need brake pads.",
      receive_updates: "false",
      privacy: "true",
      form_start: openedFormToken(),
    }
    expect((await send(postForm(ENDPOINT, contact))).status).toBe(202)
    const [entry] = await sinkEntries(blobs.store(STORE_NAMES.localSink))
    expect(entry.upstream).toMatchObject({ fields: { [F.branch]: "CA07", [F.department]: "Parts", [F.receive_updates]: "0" } })
  })

  it.each([
    ["an unknown form", { ...quote, form_id: "contact" }, "unknown_form"],
    ["an unknown language", { ...quote, language: "en-us" }, "unknown_locale"],
    ["another lead source", { ...quote, lead_source: "Partner" }, "invalid_lead_source"],
    ["an organisation id of its own", { ...quote, oid: "00Dattacker" }, "invalid_fields"],
    ["a return address", { ...quote, retURL: "https://evil.example/" }, "invalid_fields"],
    ["invalid values", { ...quote, email: "marie", privacy: "false" }, "invalid_fields"],
  ])("answers 400 to %s", async (_label, fields, error) => {
    const { status, body } = await send(postForm(ENDPOINT, fields as Record<string, string>))
    expect(status).toBe(400)
    expect(body.error).toBe(error)
  })

  it("lets only the site's own pages frame its answers, which the hidden frame reads", async () => {
    const accepted = await send(postForm(ENDPOINT, quote))
    const refused = await send(postForm(ENDPOINT, { ...quote, form_id: "nope" }))
    for (const { headers } of [accepted, refused]) expect(headers.get("Content-Security-Policy")).toBe("frame-ancestors 'self'")
  })

  it("answers a honeypot hit with success and keeps nothing", async () => {
    expect((await send(postForm(ENDPOINT, { ...quote, fax_number: "555" }))).status).toBe(202)
    expect(await new Outbox(blobs.store(STORE_NAMES.outbox)).list()).toEqual([])
  })

  it("refuses other content types and oversized posts", async () => {
    expect((await send(new Request(ENDPOINT, { method: "POST", headers: { "Content-Type": "text/xml" }, body: "<a/>" }))).status).toBe(415)
    expect((await send(postForm(ENDPOINT, { ...quote, comment: "x".repeat(40_000) }))).status).toBe(413)
    expect((await send(postJson(ENDPOINT, "{"))).status).toBe(400)
  })
})
