import { phoneSegments } from "./phone-links"

describe("phoneSegments", () => {
  it("links the phone number in an editor's text and keeps the rest as text", () => {
    expect(phoneSegments("Our roadside team is available day and night on +31 10 555 0199.")).toEqual([
      { kind: "text", text: "Our roadside team is available day and night on " },
      { kind: "phone", text: "+31 10 555 0199", href: "tel:+31105550199" },
      { kind: "text", text: "." },
    ])
  })

  it.each([
    ["01632 960199", "tel:01632960199"],
    ["03 555 01 99", "tel:035550199"],
    ["+44 (0)20 7946 0018", "tel:+442079460018"],
    ["+43-316-555-038", "tel:+43316555038"],
  ])("reads %s as a number", (number, href) => {
    expect(phoneSegments(`Call ${number} now`)[1]).toEqual({ kind: "phone", text: number, href })
  })

  it("leaves times, years, 24/7 and short numbers as text", () => {
    const text = "24/7 breakdown line, Mon–Fri 07:00–17:30, since 1998, 112"
    expect(phoneSegments(text)).toEqual([{ kind: "text", text }])
    expect(phoneSegments("")).toEqual([])
  })
})
