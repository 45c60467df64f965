import { mkdtemp, readFile, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { startStandIn, type StandIn } from "../../test-support/stand-in"
import { EmlFileMailer, SmtpMailer, SoapCandidateClient } from "./upstreams"

let recruiting: StandIn

beforeEach(async () => {
  recruiting = await startStandIn()
})

afterEach(async () => {
  await recruiting.close()
})

const signal = () => AbortSignal.timeout(5000)

describe("SoapCandidateClient", () => {
  it("posts the SOAP request as XML and takes 200 as delivered", async () => {
    recruiting.respond("/", { status: 200, body: "<env:Envelope/>" })
    const client = new SoapCandidateClient(`${recruiting.url}/Recruiting`)
    await expect(client.submit("id", "<env:Envelope/>", signal())).resolves.toEqual({ ok: true, deliveredTo: "recruiting" })
    expect(recruiting.requests[0]).toMatchObject({ method: "POST", path: "/Recruiting", body: "<env:Envelope/>" })
    expect(recruiting.requests[0].headers.soapaction).toBe('""')
  })

  it("retries a server fault or an outage, not a fault in the request", async () => {
    const client = new SoapCandidateClient(`${recruiting.url}/Recruiting`)
    recruiting.respond("/", {
      status: 500,
      body: "<env:Fault><faultcode>env:Client</faultcode><faultstring>Invalid ID value</faultstring></env:Fault>",
    })
    await expect(client.submit("id", "<x/>", signal())).resolves.toEqual({
      ok: false,
      retryable: false,
      retryAfterMs: null,
      error: "Recruiting system answered 500: Invalid ID value",
    })
    recruiting.respond("/", { status: 503, headers: { "Retry-After": "120" }, body: "" })
    await expect(client.submit("id", "<x/>", signal())).resolves.toMatchObject({ ok: false, retryable: true, retryAfterMs: 120_000 })
  })
})

describe("mailers", () => {
  it("write the mail as an .eml file offline", async () => {
    const directory = await mkdtemp(path.join(tmpdir(), "mail-sink-"))
    try {
      const outcome = await new EmlFileMailer(directory).send("abc-mail", {
        from: "a@example.com",
        to: "b@example.com",
        subject: "Hi",
        text: "Hello",
      })
      expect(outcome).toEqual({ ok: true, deliveredTo: "local-sink" })
      const eml = await readFile(path.join(directory, "mail", "abc-mail.eml"), "utf8")
      expect(eml).toContain("Subject: Hi")
      expect(eml).toContain("Hello")
    } finally {
      await rm(directory, { recursive: true, force: true })
    }
  })

  it("report an SMTP server that cannot be reached as retryable, as 'Failed to send email.'", async () => {
    const outcome = await new SmtpMailer("smtp://127.0.0.1:9").send("id", {
      from: "a@example.com",
      to: "b@example.com",
      subject: "Hi",
      text: "x",
    })
    expect(outcome).toMatchObject({ ok: false, retryable: true, error: expect.stringMatching(/^Failed to send email\./) })
  })
})
