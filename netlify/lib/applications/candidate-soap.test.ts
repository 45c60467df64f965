import { JSDOM } from "jsdom"
import { buildCandidateRequest, RECRUITING_NS, SOAP_ENVELOPE_NS, type CandidateApplication } from "./candidate-soap"

const settings = {
  version: "v42.0",
  locationQuestionnaireId: "PREFERRED_LOCATION",
  username: "isu_careers@fleetlane",
  password: "s3cret&<>",
}

const application: CandidateApplication = {
  firstName: "Anne-Marie",
  lastName: "de Vries",
  email: "anne@example.nl",
  phoneCountry: "NL",
  phoneCode: "31",
  phone: "612345678",
  jobRequisitionId: "JR-10288",
  sourceReference: "LINKEDIN",
  location: "Rotterdam",
  attachments: [{ fileName: "cv-1.pdf", contentType: "application/pdf", base64: Buffer.from("%PDF-1.4").toString("base64") }],
}

function parse(xml: string) {
  // jsdom's XML parser is strict: a document that is not well-formed gives a parsererror.
  const document = new new JSDOM().window.DOMParser().parseFromString(xml, "text/xml")
  if (document.getElementsByTagName("parsererror").length) throw new Error(`Not well-formed: ${xml.slice(0, 200)}`)
  const all = (name: string) => Array.from(document.getElementsByTagNameNS(RECRUITING_NS, name))
  const text = (name: string) => all(name).map((node) => node.textContent)
  return { document, all, text }
}

describe("buildCandidateRequest", () => {
  it("writes the candidate, the requisition, stage REVIEW, the source, the location and the files", () => {
    const xml = buildCandidateRequest(application, settings)
    const { document, text, all } = parse(xml)
    expect(document.documentElement.namespaceURI).toBe(SOAP_ENVELOPE_NS)
    expect(document.documentElement.localName).toBe("Envelope")
    expect(all("Put_Candidate_Request")[0].getAttributeNS(RECRUITING_NS, "version")).toBe("v42.0")
    expect(text("First_Name")).toEqual(["Anne-Marie"])
    expect(text("Last_Name")).toEqual(["de Vries"])
    expect(text("Email_Address")).toEqual(["anne@example.nl"])
    expect(text("International_Phone_Code")).toEqual(["31"])
    expect(text("Phone_Number").at(-1)).toBe("612345678")
    const ids = Object.fromEntries(all("ID").map((node) => [node.getAttributeNS(RECRUITING_NS, "type"), node.textContent]))
    expect(ids).toEqual({
      "ISO_3166-1_Alpha-2_Code": "NL",
      Phone_Device_Type_ID: "Mobile",
      Job_Requisition_ID: "JR-10288",
      Recruiting_Stage_ID: "REVIEW",
      Applicant_Source_ID: "LINKEDIN",
      Questionnaire_ID: "PREFERRED_LOCATION",
    })
    expect(text("Answer")).toEqual(["Rotterdam"])
    const file = all("Resume_Attachment_Data")[0]
    expect(file.getAttributeNS(RECRUITING_NS, "File_Name")).toBe("cv-1.pdf")
    expect(file.getAttributeNS(RECRUITING_NS, "Content_Type")).toBe("application/pdf")
    expect(Buffer.from(text("File")[0] ?? "", "base64").toString()).toBe("%PDF-1.4")
  })

  it("leaves the questionnaire out without a location, and writes one Resume_Data per file", () => {
    const twoFiles = {
      ...application,
      location: null,
      attachments: [...application.attachments, { fileName: "cv-2.txt", contentType: "text/plain", base64: "SGk=" }],
    }
    const { all } = parse(buildCandidateRequest(twoFiles, settings))
    expect(all("Questionnaire_Response_Data")).toHaveLength(0)
    expect(all("Resume_Data")).toHaveLength(2)
  })

  it("escapes every value, so none can add or close elements", () => {
    const hostile: CandidateApplication = {
      ...application,
      firstName: "</wd:First_Name><wd:Stage_Reference>HIRED</wd:Stage_Reference>",
      lastName: 'O\'Brien & "Sons" ]]> <!--',
      email: "a&b@example.com",
      jobRequisitionId: "JR-1<x/>",
      sourceReference: "<![CDATA[x]]>",
      location: "Ghent & Antwerp <main>",
      attachments: [{ fileName: 'cv".pdf><wd:x', contentType: "application/pdf", base64: "AAAA" }],
    }
    const xml = buildCandidateRequest(hostile, settings)
    expect(xml).not.toContain("<wd:Stage_Reference>HIRED")
    const { text, all } = parse(xml)
    expect(text("First_Name")).toEqual([hostile.firstName])
    expect(text("Last_Name")).toEqual([hostile.lastName])
    expect(text("Email_Address")).toEqual([hostile.email])
    expect(text("Answer")).toEqual([hostile.location])
    expect(all("Resume_Attachment_Data")[0].getAttributeNS(RECRUITING_NS, "File_Name")).toBe(hostile.attachments[0].fileName)
    const ids = all("ID").map((node) => node.textContent)
    expect(ids).toContain("JR-1<x/>")
    expect(ids).toContain("<![CDATA[x]]>")
    expect(ids.filter((id) => id === "REVIEW")).toHaveLength(1)
  })

  it("drops characters XML cannot carry", () => {
    const xml = buildCandidateRequest({ ...application, firstName: "An\u0000na\u0007" }, settings)
    expect(parse(xml).text("First_Name")).toEqual(["Anna"])
  })

  it("authenticates with a WS-Security username token, escaped too", () => {
    const xml = buildCandidateRequest(application, settings)
    expect(xml).toContain("<wsse:Username>isu_careers@fleetlane</wsse:Username>")
    expect(xml).toContain("s3cret&amp;&lt;&gt;</wsse:Password>")
    expect(buildCandidateRequest(application, { ...settings, username: "" })).not.toContain("wsse:Security")
  })
})

describe("attachments", () => {
  it("carry the files' base64 as it is, and refuse anything else", () => {
    const base64 = Buffer.alloc(3 * 1024 * 1024, 7).toString("base64")
    const xml = buildCandidateRequest(
      { ...application, attachments: [{ fileName: "cv-1.pdf", contentType: "application/pdf", base64 }] },
      settings,
    )
    expect(xml).toContain(`<wd:File>${base64}</wd:File>`)
    expect(() =>
      buildCandidateRequest(
        { ...application, attachments: [{ fileName: "x.pdf", contentType: "application/pdf", base64: "</wd:File>" }] },
        settings,
      ),
    ).toThrow("not base64")
  })
})
