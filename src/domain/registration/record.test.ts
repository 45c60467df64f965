import { formatRegistrationRecord, MAX_RECORD_LENGTH, parseRegistrationRecord } from "./record"

const CVI = "https://documents.fleetlane.example/cvi/FL-204518.pdf"
const REGISTRATION = "https://documents.fleetlane.example/registration/FL-204518.pdf"

describe("the registration record", () => {
  it("splits the answer on commas: trailer, license, vin, CVI link, registration link", () => {
    expect(parseRegistrationRecord(`FL-204518,OR-12-KX,WSM00000003204518,${CVI},${REGISTRATION}`)).toEqual({
      trailer: "FL-204518",
      license: "OR-12-KX",
      vin: "WSM00000003204518",
      cviUrl: CVI,
      registrationUrl: REGISTRATION,
    })
  })

  it("tolerates whitespace, quotes and a trailing line break", () => {
    expect(parseRegistrationRecord(` "FL-204518" , OR-12-KX ,WSM00000003204518, ${CVI} ,${REGISTRATION}\r\n`)).toMatchObject({
      trailer: "FL-204518",
      license: "OR-12-KX",
      cviUrl: CVI,
    })
  })

  it("keeps a record with an empty license or vin, as long as something identifies the trailer", () => {
    expect(parseRegistrationRecord(`FL-204518,,,${CVI},${REGISTRATION}`)).toMatchObject({ trailer: "FL-204518", license: "", vin: "" })
    expect(parseRegistrationRecord(`,,,${CVI},${REGISTRATION}`)).toBeNull()
  })

  it("finds no record in an empty or malformed answer", () => {
    for (const answer of [
      "",
      "   \n",
      "NOT_FOUND",
      "null",
      `FL-204518,OR-12-KX,${CVI},${REGISTRATION}`,
      `FL-204518,OR-12-KX,WSM1,${CVI},${REGISTRATION},extra`,
      `FL-204518,OR-12-KX,WSM1,not a link,${REGISTRATION}`,
      `FL-204518,OR-12-KX,WSM1,javascript:alert(1),${REGISTRATION}`,
      `FL-204518,OR-12-KX,WSM1,${CVI},data:text/html;base64,PHNjcmlwdD4=`,
      `FL-1,A,B,${CVI},${REGISTRATION}\nFL-2,C,D,${CVI},${REGISTRATION}`,
      "<html><body>Service unavailable</body></html>",
      `FL-1,A,B,${CVI},${REGISTRATION}${" ".repeat(MAX_RECORD_LENGTH)}`,
    ]) {
      expect({ answer, record: parseRegistrationRecord(answer) }).toEqual({ answer, record: null })
    }
  })

  it("is no record when the answer is not text", () => {
    expect(parseRegistrationRecord(undefined)).toBeNull()
    expect(parseRegistrationRecord({ trailer: "FL-1" })).toBeNull()
  })

  it("writes a record the parser reads back", () => {
    const record = { trailer: "FL-1", license: "AB-12-CD", vin: "WSM1", cviUrl: CVI, registrationUrl: REGISTRATION }
    expect(parseRegistrationRecord(formatRegistrationRecord(record))).toEqual(record)
  })
})
