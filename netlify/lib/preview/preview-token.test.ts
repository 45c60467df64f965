import { createHmac } from "node:crypto"
import { recording } from "../../../test/drupal-recordings"
import { signPreviewToken, verifyPreviewToken } from "./preview-token"

const claims = { resourceType: "node--page", uuid: "0b6a2f7e-3c1d-4f5a-9b8c-7d6e5f4a3b2c", langcode: "nl-be", expiresAt: 1_800_000_000 }
const now = claims.expiresAt - 600

describe("preview token", () => {
  it("accepts a token signed with the secret and gives its claims", () => {
    expect(verifyPreviewToken(signPreviewToken(claims, "s3cret"), "s3cret", now)).toEqual({ ok: true, claims })
  })

  it("signs as PHP's hash_hmac('sha256', $payload, $secret) does, so that Drupal can make links", () => {
    const payload = "v1.node--page.0b6a2f7e-3c1d-4f5a-9b8c-7d6e5f4a3b2c.nl-be.1800000000"
    const digest = createHmac("sha256", "s3cret").update(payload).digest("hex")
    expect(signPreviewToken(claims, "s3cret")).toBe(`${payload}.${digest}`)
  })

  it("refuses a token signed with another secret, or changed after signing", () => {
    expect(verifyPreviewToken(signPreviewToken(claims, "other"), "s3cret", now)).toEqual({ ok: false, reason: "invalid" })
    const changed = signPreviewToken(claims, "s3cret").replace(".nl-be.", ".nl.")
    expect(verifyPreviewToken(changed, "s3cret", now)).toEqual({ ok: false, reason: "invalid" })
  })

  it("refuses everything when no secret is set", () => {
    expect(verifyPreviewToken(signPreviewToken(claims, ""), "", now)).toEqual({ ok: false, reason: "invalid" })
  })

  it("refuses an expired token", () => {
    expect(verifyPreviewToken(signPreviewToken(claims, "s3cret"), "s3cret", claims.expiresAt + 1)).toEqual({ ok: false, reason: "expired" })
  })
})

describe("a preview link made by the Drupal side", () => {
  it("verifies with the secret Drupal signed it with (recorded from the fleetlane module on a real Drupal)", () => {
    const made = recording("revisions/r17_site_preview_link_admin")
    const link = new URL(made.headers.location)
    expect(link.pathname).toBe("/en/preview/")
    const token = link.searchParams.get("token")
    const expiresAt = Number(token?.split(".")[4])
    expect(verifyPreviewToken(token, "shared-test-secret", expiresAt - 60)).toEqual({
      ok: true,
      claims: { resourceType: "node--page", uuid: "10982450-855d-4a06-abc9-3eceaa50ad5a", langcode: "en", expiresAt },
    })
    expect(verifyPreviewToken(token, "another-secret", expiresAt - 60)).toEqual({ ok: false, reason: "invalid" })
  })
})
