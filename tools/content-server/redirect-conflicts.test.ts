import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { stringify } from "yaml"
import { credentialHeaders, EMBEDDED_CONTENT_SERVER_CREDENTIALS } from "../../src/config/drupal-address"
import { uuidFromName } from "./ids"
import { startContentServer, type RunningContentServer } from "./server"

/**
 * Drupal's redirect module deletes a redirect whose source is a page's alias in the redirect's
 * language whenever that alias is saved, so a Drupal into which content/ is imported never holds
 * one; the content server must not serve it either (found by npm run test:drupal: en-ca `home`).
 */

let server: RunningContentServer
let contentDir: string

function redirect(key: string, language: string, source: string) {
  return { type: "redirect--redirect", key, language, redirect_source: { path: source }, redirect_redirect: { uri: "/" }, status_code: 301 }
}

beforeAll(async () => {
  contentDir = await mkdtemp(path.join(os.tmpdir(), "content-redirects-"))
  await mkdir(path.join(contentDir, "node"), { recursive: true })
  await mkdir(path.join(contentDir, "redirect"), { recursive: true })
  await writeFile(
    path.join(contentDir, "node/about.yaml"),
    stringify({ type: "node--page", title: { en: "About us", nl: "Over ons" }, path: { en: "/about-us", nl: "/over-ons" } }),
  )
  await writeFile(
    path.join(contentDir, "redirect/retired.yaml"),
    stringify([redirect("en-about", "en", "About-Us/"), redirect("nl-about", "nl", "about-us"), redirect("en-old", "en", "old-about")]),
  )
  server = await startContentServer({ contentDir, port: 0 })
})

afterAll(async () => {
  await server?.close()
  await rm(contentDir, { recursive: true, force: true })
})

async function get(pathAndQuery: string): Promise<{ status: number; body: Record<string, any> }> {
  const response = await fetch(server.url + pathAndQuery, { headers: credentialHeaders(EMBEDDED_CONTENT_SERVER_CREDENTIALS) })
  return { status: response.status, body: (await response.json()) as Record<string, any> }
}

describe("redirects shadowed by an alias", () => {
  it("are not served: a redirect whose source is a page's alias in its own language is gone, as in Drupal", async () => {
    const { body } = await get("/jsonapi/redirect/redirect")
    const sources = body.data.map((resource: any) => `${resource.attributes.language} ${resource.attributes.redirect_source.path}`)
    expect(sources.sort()).toEqual(["en old-about", "nl about-us"])
    expect((await get(`/jsonapi/redirect/redirect/${uuidFromName("redirect--redirect:en-about")}`)).status).toBe(404)
  })
})
