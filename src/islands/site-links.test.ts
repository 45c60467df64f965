/**
 * @jest-environment jsdom
 */
import { sitePathOf } from "./site-links"

// The page the links are on (jsdom resolves their href against it).
window.history.replaceState(null, "", "/de/leasing/")
const here = window.location

function link(href: string, attributes: Record<string, string> = {}): Element {
  const anchor = document.createElement("a")
  anchor.href = href
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value)
  const inner = anchor.appendChild(document.createElement("span"))
  document.body.appendChild(anchor)
  return inner
}

describe("sitePathOf: which clicks in server HTML navigate in the app", () => {
  it("takes links to other pages of the site, with their query and fragment", () => {
    expect(sitePathOf(link("/de/wartung/"), here)).toBe("/de/wartung/")
    expect(sitePathOf(link("http://localhost/de/karriere/?city=berlin#jobs"), here)).toBe("/de/karriere/?city=berlin#jobs")
  })

  it("leaves the rest to the browser", () => {
    expect(sitePathOf(link("https://www.linkedin.com/company/fleetlane/"), here)).toBeNull()
    expect(sitePathOf(link("?page=2#list"), here)).toBeNull()
    expect(sitePathOf(link("#main"), here)).toBeNull()
    expect(sitePathOf(link("/static/brochure.pdf"), here)).toBeNull()
    expect(sitePathOf(link("/api/health"), here)).toBeNull()
    expect(sitePathOf(link("/de/wartung/", { target: "_blank" }), here)).toBeNull()
    expect(sitePathOf(link("/de/wartung/", { download: "" }), here)).toBeNull()
    expect(sitePathOf(link("mailto:info@fleetlane.example"), here)).toBeNull()
    expect(sitePathOf(document.body, here)).toBeNull()
  })
})
