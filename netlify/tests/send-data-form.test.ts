import { Outbox } from "../lib/outbox/outbox"
import { STORE_NAMES } from "../lib/stores"
import { sinkEntries } from "../lib/upstreams/local-sink"
import { useLocalBlobs } from "../test-support/blobs"
import { openedFormToken } from "../test-support/form-start"
import { postJson, testContext } from "../test-support/requests"
import sendDataForm from "../functions/send-data-form.mts"

const ENDPOINT = "http://localhost/api/send-data-form"

const values = {
  asset_type: "100000003",
  asset: "e_reefer",
  term: 3,
  company: "Koel B.V.",
  zip: "",
  city: "Bleiswijk",
  country_full: "NL",
  salutation: "Ms.",
  first_name: "Eva",
  last_name: "Bakker",
  email: "eva@example.nl",
  phone: "0612345678",
  description: "",
  receive_tip_newsletter: false,
  privacy: true,
}

const envelope = (overrides: Record<string, unknown> = {}) => ({
  formId: "lease_rental_new",
  locale: "de",
  values,
  context: { pageUri: "https://www.fleetlane.example/de/angebot-anfordern/", pageName: "Angebot" },
  formStart: openedFormToken(),
  ...overrides,
})

const blobs = useLocalBlobs()

async function send(body: unknown) {
  const { context, settled } = testContext()
  const response = await sendDataForm(postJson(ENDPOINT, body), context)
  await settled()
  return { status: response.status, body: await response.json() }
}

describe("POST /api/send-data-form", () => {
  it("stores and delivers the new lease_rental form with the new form's term codes", async () => {
    const { status } = await send(envelope())
    expect(status).toBe(202)
    const [record] = await new Outbox(blobs.store(STORE_NAMES.outbox)).list()
    expect(record).toMatchObject({ formId: "lease_rental_new", status: "delivered" })
    const [entry] = await sinkEntries(blobs.store(STORE_NAMES.localSink))
    const fields = Object.fromEntries(
      (entry.upstream as { payload: { fields: Array<{ name: string; value: string }> } }).payload.fields.map((f) => [f.name, f.value]),
    )
    expect(fields).toMatchObject({
      requested_duration__c: "6",
      requested_period__c: "Month",
      enquiry_type__c: "Rental",
      asset__c: "e-Reefer",
      hs_language: "de",
    })
  })

  it("takes no address or upstream body from the browser", async () => {
    const { status, body } = await send({ url: "https://evil.example/collect", body: "<xml/>" })
    expect(status).toBe(400)
    expect(body.error).toBe("unknown_fields")
  })

  it("accepts only its own form", async () => {
    expect((await send(envelope({ formId: "contact" }))).body.error).toBe("unknown_form")
  })

  it("validates the whole form, the third step's first_name included", async () => {
    const { status, body } = await send(envelope({ values: { ...values, first_name: "", term: 9 } }))
    expect(status).toBe(400)
    expect(body.fields).toEqual({ first_name: "REQUIRED", term: "INVALID_CHOICE" })
  })
})
