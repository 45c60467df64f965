import { withoutCookieSettingsLinks } from "./footer-links"

const privacy = { url: "/en/privacy-policy/" }
const cookies = { url: "/en/privacy-policy/#cookies" }

describe("withoutCookieSettingsLinks", () => {
  it("leaves out links to the cookie section when the footer has its own cookie-settings control", () => {
    expect(withoutCookieSettingsLinks([privacy, cookies, { url: null }], true)).toEqual([privacy, { url: null }])
  })

  it("keeps them when there is no control to take their place", () => {
    expect(withoutCookieSettingsLinks([privacy, cookies], false)).toEqual([privacy, cookies])
  })
})
