import { MAX_PREVIEW_LINK_LIFETIME_SECONDS, parsePreviewToken, previewLinkState, previewPagePath, previewPayload } from "./preview-link"

const claims = { resourceType: "node--page", uuid: "0b6a2f7e-3c1d-4f5a-9b8c-7d6e5f4a3b2c", langcode: "nl-be", expiresAt: 1_800_000_000 }
const signature = "a".repeat(64)

describe("preview link", () => {
  it("signs the version, resource type, uuid, language and expiry, dot-separated", () => {
    expect(previewPayload(claims)).toBe("v1.node--page.0b6a2f7e-3c1d-4f5a-9b8c-7d6e5f4a3b2c.nl-be.1800000000")
  })

  it("reads a token back into its claims", () => {
    expect(parsePreviewToken(`${previewPayload(claims)}.${signature}`)).toEqual({ claims, payload: previewPayload(claims), signature })
  })

  it.each([
    ["not a string", 42],
    ["too few parts", "v1.node--page.nl-be"],
    ["another version", `v2.node--page.${claims.uuid}.nl-be.1800000000.${signature}`],
    ["a type that is no node", `v1.user--user.${claims.uuid}.nl-be.1800000000.${signature}`],
    ["a malformed uuid", `v1.node--page.not-a-uuid.nl-be.1800000000.${signature}`],
    ["a language the site does not have", `v1.node--page.${claims.uuid}.xx.1800000000.${signature}`],
    ["an expiry that is no number", `v1.node--page.${claims.uuid}.nl-be.soon.${signature}`],
    ["a signature that is no hex digest", `v1.node--page.${claims.uuid}.nl-be.1800000000.abc`],
    ["an over-long token", `v1.node--page.${claims.uuid}.nl-be.1800000000.${"a".repeat(300)}`],
  ])("refuses %s", (_case, token) => {
    expect(parsePreviewToken(token)).toBeNull()
  })

  it("works until its expiry and for at most a day", () => {
    expect(previewLinkState(claims, claims.expiresAt - 60)).toBe("valid")
    expect(previewLinkState(claims, claims.expiresAt)).toBe("expired")
    expect(previewLinkState(claims, claims.expiresAt - MAX_PREVIEW_LINK_LIFETIME_SECONDS - 1)).toBe("expired")
  })

  it("opens the preview page of the draft's locale", () => {
    expect(previewPagePath("nl-be", "v1.x")).toBe("/nl-be/preview/?token=v1.x")
  })
})
