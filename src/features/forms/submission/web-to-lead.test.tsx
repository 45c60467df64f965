import { postThroughHiddenForm, webToLeadFields } from "./web-to-lead"

const request = {
  action: "/api/web-to-lead",
  formId: "ca_quote",
  locale: "fr-ca",
  values: { request: "Lease", company: "Nord Inc.", privacy: true, interests: ["a", "b"] },
  honeypot: "",
  idempotencyKey: "6c84fb90-12c4-11e1-840d-7b25c5ee775a",
  formStart: "fs1.mhx.abc.signature",
}

beforeEach(() => {
  localStorage.setItem("fleetlane:utm", JSON.stringify({ utm_campaign: "hiver" }))
})

describe("the generated web-to-lead form", () => {
  it("carries the values, the lead source, language, form id, idempotency key and campaign values", () => {
    expect(webToLeadFields(request)).toEqual([
      ["request", "Lease"],
      ["company", "Nord Inc."],
      ["privacy", "true"],
      ["interests", "a"],
      ["interests", "b"],
      ["lead_source", "Website"],
      ["language", "fr-ca"],
      ["form_id", "ca_quote"],
      ["idempotency_key", request.idempotencyKey],
      ["utm_campaign", "hiver"],
      ["utm_source", ""],
      ["utm_medium", ""],
      ["utm_content", ""],
      ["utm_term", ""],
      ["form_start", "fs1.mhx.abc.signature"],
      ["fax_number", ""],
    ])
  })

  it("posts a hidden form into a hidden frame, reads the answer and cleans up", async () => {
    const submitted: Array<{ method: string; action: string; target: string; fields: Record<string, string> }> = []
    jest.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(function (this: HTMLFormElement) {
      submitted.push({
        method: this.method,
        action: new URL(this.action).pathname,
        target: this.target,
        fields: Object.fromEntries(new FormData(this) as unknown as Iterable<[string, string]>),
      })
      const frame = document.querySelector<HTMLIFrameElement>(`iframe[name="${this.target}"]`)!
      frame.contentDocument!.body.textContent = '{"status":"accepted","id":"x"}'
      frame.dispatchEvent(new Event("load"))
    })
    await expect(postThroughHiddenForm(request)).resolves.toEqual({ ok: true })
    expect(submitted[0]).toMatchObject({ method: "post", action: "/api/web-to-lead", target: `web-to-lead-${request.idempotencyKey}` })
    expect(submitted[0].fields).toMatchObject({ lead_source: "Website", language: "fr-ca", form_id: "ca_quote", company: "Nord Inc." })
    expect(document.querySelector("iframe")).toBeNull()
    expect(document.querySelector("form")).toBeNull()
  })

  it("hands back the function's field errors", async () => {
    jest.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(function (this: HTMLFormElement) {
      const frame = document.querySelector<HTMLIFrameElement>(`iframe[name="${this.target}"]`)!
      frame.contentDocument!.body.textContent = '{"error":"invalid_fields","fields":{"email":"EMAIL"}}'
      frame.dispatchEvent(new Event("load"))
    })
    jest.spyOn(console, "error").mockImplementation(() => undefined)
    await expect(postThroughHiddenForm(request)).resolves.toEqual({ ok: false, reason: "invalid", fields: { email: "EMAIL" } })
  })

  it("fails at once when the browser refuses to show the answer (an error page the site cannot read)", async () => {
    jest.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(function (this: HTMLFormElement) {
      const frame = document.querySelector<HTMLIFrameElement>(`iframe[name="${this.target}"]`)!
      Object.defineProperty(frame, "contentDocument", { get: () => null })
      frame.dispatchEvent(new Event("load"))
    })
    await expect(postThroughHiddenForm({ ...request, timeoutMs: 60_000 })).resolves.toEqual({ ok: false, reason: "unavailable" })
  })

  it("gives up when no answer comes", async () => {
    jest.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => undefined)
    await expect(postThroughHiddenForm({ ...request, timeoutMs: 10 })).resolves.toEqual({ ok: false, reason: "unavailable" })
  })
})

afterEach(() => jest.restoreAllMocks())
