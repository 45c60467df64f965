import { EMBEDDED_CONTENT_SERVER_PREVIEW_CREDENTIALS } from "../../../src/config/drupal-address"
import { LOCAL_PREVIEW_SECRET, previewCredentials, previewSecret } from "./preview-settings"

describe("preview settings", () => {
  it("uses PREVIEW_SECRET, and a local default only with the embedded content server", () => {
    expect(previewSecret({ PREVIEW_SECRET: " s3cret " }, false)).toBe("s3cret")
    expect(previewSecret({}, true)).toBe(LOCAL_PREVIEW_SECRET)
    expect(previewSecret({}, false)).toBe("")
  })

  it("reads the preview user, never the build user, from the environment", () => {
    const build = { DRUPAL_USERNAME: "build", DRUPAL_PASSWORD: "b" }
    expect(previewCredentials(build, false)).toBeNull()
    expect(previewCredentials({ ...build, DRUPAL_PREVIEW_USERNAME: "editor-preview", DRUPAL_PREVIEW_PASSWORD: "p" }, false)).toEqual({
      kind: "basic",
      username: "editor-preview",
      password: "p",
    })
    expect(previewCredentials({ DRUPAL_PREVIEW_API_TOKEN: "t", DRUPAL_API_TOKEN_HEADER: "api-key" }, false)).toEqual({
      kind: "header",
      header: "api-key",
      value: "t",
    })
    expect(previewCredentials({}, true)).toEqual(EMBEDDED_CONTENT_SERVER_PREVIEW_CREDENTIALS)
  })
})
