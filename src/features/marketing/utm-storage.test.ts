/**
 * @jest-environment jsdom
 */
import { captureUtm, storedUtm } from "./utm-storage"

beforeEach(() => localStorage.clear())

describe("campaign values in local storage", () => {
  it("keeps the values of a landing URL for later enquiries, and a new campaign replaces them", () => {
    captureUtm("?utm_source=linkedin&utm_campaign=reefer-2025")
    captureUtm("?page=2")
    expect(storedUtm()).toEqual({ utm_campaign: "reefer-2025", utm_source: "linkedin", utm_medium: "", utm_content: "", utm_term: "" })
    captureUtm("?utm_medium=email")
    expect(storedUtm()).toEqual({ utm_campaign: "", utm_source: "", utm_medium: "email", utm_content: "", utm_term: "" })
  })

  it("gives empty values when nothing is stored or the stored value is broken", () => {
    expect(storedUtm().utm_source).toBe("")
    localStorage.setItem("fleetlane:utm", "{broken")
    expect(storedUtm().utm_source).toBe("")
  })
})
