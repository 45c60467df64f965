import { thankYouKeyOf, thankYouUrl } from "./thank-you"

describe("thank-you routes", () => {
  it.each([
    ["maintenance", "maintenance"],
    ["lease_rental", "lease-rental"],
    ["lease_rental_new", "lease-rental"],
    ["nl_rent_lease", "lease-rental"],
    ["nl_parts", "parts"],
    ["insight", "connected-solutions"],
    ["contact_simple", "ereefer"],
    ["contact", "general"],
  ])("sends %s to ?form=%s", (formId, key) => {
    expect(thankYouKeyOf(formId)).toBe(key)
  })

  it("has no route for the forms that thank in place", () => {
    expect(thankYouKeyOf("ca_contact")).toBeNull()
    expect(thankYouKeyOf("ca_quote")).toBeNull()
  })

  it("builds the locale's address with the trailing slash of the site's pages", () => {
    expect(thankYouUrl("/nl/bedankt", "general")).toBe("/nl/bedankt/?form=general")
    expect(thankYouUrl("/de/danke/", "lease-rental")).toBe("/de/danke/?form=lease-rental")
    expect(thankYouUrl(null, "general")).toBeNull()
    expect(thankYouUrl("https://evil.example/x", "general")).toBeNull()
  })
})
