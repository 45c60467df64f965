import tracking from "../functions/tracking-script.mts"
import { restoreEnvironmentAfterEach } from "../test-support/environment"

restoreEnvironmentAfterEach()

describe("GET /api/tracking/hubspot.js", () => {
  it("serves the offline stand-in, which sets a 32-hex hubspotutk cookie", async () => {
    delete process.env.HUBSPOT_PORTAL_ID
    const response = await tracking(new Request("http://localhost/api/tracking/hubspot.js"))
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toContain("javascript")
    const script = await response.text()
    const cookies: string[] = []
    const document = {
      get cookie() {
        return cookies.join("; ")
      },
      set cookie(value: string) {
        cookies.push(value.split(";")[0])
      },
    }
    const window: Record<string, unknown> = {}
    new Function("document", "window", "crypto", script)(document, window, globalThis.crypto)
    expect(cookies[0]).toMatch(/^hubspotutk=[0-9a-f]{32}$/)
    new Function("document", "window", "crypto", script)(document, window, globalThis.crypto)
    expect(cookies).toHaveLength(1)
  })

  it("redirects to HubSpot's script for the configured portal, which is never in the built site", async () => {
    process.env.HUBSPOT_PORTAL_ID = "24681357"
    const response = await tracking(new Request("http://localhost/api/tracking/hubspot.js"))
    expect(response.status).toBe(302)
    expect(response.headers.get("location")).toBe("https://js.hs-scripts.com/24681357.js")
  })

  it("takes GET only", async () => {
    expect((await tracking(new Request("http://localhost/api/tracking/hubspot.js", { method: "POST" }))).status).toBe(405)
  })
})
