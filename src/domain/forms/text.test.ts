import { normaliseText } from "./text"

describe("normaliseText (audit point 7: control characters reached HubSpot and Salesforce)", () => {
  it("strips NUL, ESC and the other control characters", () => {
    expect(normaliseText("Jan\u0000sen\u001b[31m B.V.\u007f\u0085", false)).toBe("Jansen[31m B.V.")
  })

  it("strips bidi overrides, isolates and marks", () => {
    expect(normaliseText("invoice\u202Egpj.exe\u202C \u2066x\u2069\u200F", false)).toBe("invoicegpj.exe x")
  })

  it("turns CR/LF into a space in a one-line field and keeps them as \\n in a multi-line one", () => {
    expect(normaliseText("Jansen\r\nBcc: a@b.example", false)).toBe("Jansen Bcc: a@b.example")
    expect(normaliseText("line one\r\nline two\rthree\u2028four", true)).toBe("line one\nline two\nthree\nfour")
  })

  it("composes to NFC", () => {
    expect(normaliseText("Mu\u0308ller", false)).toBe("M\u00fcller")
  })
})
