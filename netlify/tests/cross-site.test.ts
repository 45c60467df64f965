import { isCrossSiteRequest } from "../lib/same-origin"
import { endpoints } from "../test-support/endpoints"

/**
 * Audit point 2: a page on another origin auto-submitted the Canadian web-to-lead form, and the
 * lead was stored and delivered. Every state-changing endpoint now refuses a post from another
 * site before reading it.
 */
const HOSTILE_PAGE_POST = {
  "Content-Type": "application/x-www-form-urlencoded",
  Origin: "https://attacker.example",
  Referer: "https://attacker.example/auto-submit.html",
}

const stateChanging = endpoints().filter(({ path }) => path !== "/api/health")

describe.each(stateChanging.map((found) => [found.path, found] as const))("%s", (_path, { path: route, handler }) => {
  const url = `http://localhost${route}`
  const call = (request: Request) => handler(request, { waitUntil: () => undefined })

  it("refuses a state-changing request from another site with 403 cross_site_request", async () => {
    const allow = (await call(new Request(url, { method: "DELETE" }))).headers.get("allow") ?? ""
    const methods = allow.split(", ").filter((method) => method === "POST" || method === "PUT")
    for (const method of methods) {
      const hostileHeaders: Array<Record<string, string>> = [
        HOSTILE_PAGE_POST,
        { "Content-Type": "application/json", Origin: "null" },
        { "Content-Type": "application/json", "Sec-Fetch-Site": "cross-site" },
        { "Content-Type": "application/json", Referer: "https://attacker.example/" },
      ]
      for (const headers of hostileHeaders) {
        const response = await call(new Request(url, { method, headers, body: "form_id=ca_contact&language=en-ca" }))
        expect([method, response.status, await response.json()]).toEqual([method, 403, { error: "cross_site_request" }])
      }
    }
  })
})

describe("the Origin rule", () => {
  const post = (headers: Record<string, string>) =>
    new Request("https://www.fleetlane.example/api/web-to-lead", { method: "POST", headers })

  it("takes the site's own pages, by Origin, Referer or Sec-Fetch-Site", () => {
    expect(isCrossSiteRequest(post({ Origin: "https://www.fleetlane.example", "Sec-Fetch-Site": "same-origin" }), {})).toBe(false)
    expect(isCrossSiteRequest(post({ Referer: "https://www.fleetlane.example/en-ca/contact/" }), {})).toBe(false)
  })

  it("takes the deploy's own URLs Netlify names", () => {
    const request = new Request("http://internal:8080/api/web-to-lead", {
      method: "POST",
      headers: { Origin: "https://www.fleetlane.example" },
    })
    expect(isCrossSiteRequest(request, {})).toBe(true)
    expect(isCrossSiteRequest(request, { URL: "https://www.fleetlane.example" })).toBe(false)
  })

  it("refuses another site, a sibling subdomain and a page whose origin the browser hides", () => {
    expect(isCrossSiteRequest(post({ Origin: "https://attacker.example" }), {})).toBe(true)
    expect(isCrossSiteRequest(post({ Origin: "https://shop.fleetlane.example", "Sec-Fetch-Site": "same-site" }), {})).toBe(true)
    expect(isCrossSiteRequest(post({ Origin: "null" }), {})).toBe(true)
    expect(isCrossSiteRequest(post({ Referer: "not a url" }), {})).toBe(true)
  })

  it("lets a request that no web page sent through (no Origin, Referer or Sec-Fetch-Site): no visitor's browser can be made to send it", () => {
    expect(isCrossSiteRequest(post({}), {})).toBe(false)
  })
})
