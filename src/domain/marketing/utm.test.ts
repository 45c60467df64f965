import { emptyUtm, utmFromSearch, utmFromStored } from "./utm"

describe("UTM values", () => {
  it("takes all five from a landing URL, empty when one is missing", () => {
    expect(utmFromSearch("?utm_source=newsletter&utm_medium=email&utm_campaign=spring&x=1")).toEqual({
      utm_campaign: "spring",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_content: "",
      utm_term: "",
    })
  })

  it("is null for a URL without campaign values, so stored ones stay", () => {
    expect(utmFromSearch("?page=2")).toBeNull()
    expect(utmFromSearch("")).toBeNull()
  })

  it("reads stored values defensively", () => {
    expect(utmFromStored({ utm_term: "reefer", utm_source: 42, other: "x" })).toEqual({ ...emptyUtm(), utm_term: "reefer" })
    expect(utmFromStored("nonsense")).toEqual(emptyUtm())
    expect(utmFromStored(null)).toEqual(emptyUtm())
  })
})
