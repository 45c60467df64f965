import { credentialHeaders, type DrupalCredentials } from "../../src/config/drupal-address"
import { previewEndpoint, type PreviewSettings } from "../lib/preview/endpoint"
import { signPreviewToken } from "../lib/preview/preview-token"

/** The preview function: a signed link in, the draft out, read from Drupal as the preview user. */

const NOW = 1_800_000_000
const SECRET = "test-preview-secret"
const CREDENTIALS: DrupalCredentials = { kind: "basic", username: "previewer", password: "pw" }
const UUID = "0b6a2f7e-3c1d-4f5a-9b8c-7d6e5f4a3b2c"
const settings: PreviewSettings = {
  address: { baseUrl: "https://cms.example", apiPrefix: "jsonapi", defaultLangcode: "en", languagePrefixes: {} },
  credentials: CREDENTIALS,
  secret: SECRET,
}
const DRAFT = {
  jsonapi: { version: "1.0" },
  data: {
    type: "node--page",
    id: UUID,
    attributes: { title: "Concept" },
    links: { self: { href: "https://cms.example/nl-be/jsonapi/node/page/x" } },
  },
  included: [
    { type: "paragraph--text", id: "p1", attributes: { field_title: "Blok" }, links: { self: { href: "https://cms.example/p1" } } },
  ],
  links: { self: { href: "https://cms.example/nl-be/jsonapi/node/page/x" } },
}

function token(overrides: Partial<{ resourceType: string; langcode: string; expiresAt: number }> = {}, secret = SECRET): string {
  return signPreviewToken({ resourceType: "node--page", uuid: UUID, langcode: "nl-be", expiresAt: NOW + 600, ...overrides }, secret)
}

function setUp(upstream: () => Response | Promise<Response>, overrides: Partial<PreviewSettings> = {}) {
  const requests: Array<{ url: string; headers: Headers }> = []
  const fetchUpstream = (async (url: string | URL | Request, init?: RequestInit) => {
    requests.push({ url: String(url), headers: new Headers(init?.headers) })
    return upstream()
  }) as typeof fetch
  const handler = previewEndpoint(
    () => ({ ...settings, ...overrides }),
    fetchUpstream,
    () => NOW,
  )
  const call = (query: string) => handler(new Request(`https://www.fleetlane.example/api/preview${query}`))
  return { call, requests }
}

const jsonApi = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/vnd.api+json" } })

beforeAll(() => jest.spyOn(console, "error").mockImplementation(() => undefined))
afterAll(() => jest.restoreAllMocks())

describe("GET /api/preview", () => {
  it("asks Drupal for the latest revision in the link's language, as the preview user, and answers it without the CMS's links", async () => {
    const { call, requests } = setUp(() => jsonApi(200, DRAFT))
    const response = await call(`?token=${token()}`)
    expect(response.status).toBe(200)
    expect(requests).toHaveLength(1)
    const asked = new URL(requests[0].url)
    expect(asked.origin + asked.pathname).toBe(`https://cms.example/nl-be/jsonapi/node/page/${UUID}`)
    expect(asked.searchParams.get("resourceVersion")).toBe("rel:working-copy")
    expect(asked.searchParams.get("include")).toContain("field_components")
    expect(requests[0].headers.get("authorization")).toBe(credentialHeaders(CREDENTIALS).Authorization)
    const body = (await response.json()) as Record<string, unknown>
    expect(body).toEqual({
      data: { type: "node--page", id: UUID, attributes: { title: "Concept" } },
      included: [{ type: "paragraph--text", id: "p1", attributes: { field_title: "Blok" } }],
    })
    expect(JSON.stringify(body)).not.toContain("cms.example")
  })

  it("is never cached and never indexed", async () => {
    const { call } = setUp(() => jsonApi(200, DRAFT))
    for (const query of [`?token=${token()}`, "?token=forged"]) {
      const response = await call(query)
      expect(response.headers.get("cache-control")).toBe("no-store")
      expect(response.headers.get("x-robots-tag")).toBe("noindex")
    }
  })

  it.each([
    ["no token", ""],
    ["a malformed token", "?token=%00%01"],
    ["a token signed with another secret", `?token=${token({}, "another-secret")}`],
    ["a token whose language was changed", `?token=${token().replace(".nl-be.", ".nl.")}`],
  ])("refuses %s with 403 invalid, without asking Drupal", async (_case, query) => {
    const { call, requests } = setUp(() => jsonApi(200, DRAFT))
    const response = await call(query)
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ error: "preview_refused", reason: "invalid" })
    expect(requests).toHaveLength(0)
  })

  it("refuses an expired link with 403 expired", async () => {
    const { call, requests } = setUp(() => jsonApi(200, DRAFT))
    const response = await call(`?token=${token({ expiresAt: NOW - 1 })}`)
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ error: "preview_refused", reason: "expired" })
    expect(requests).toHaveLength(0)
  })

  it("refuses every link when no secret or no preview user is configured", async () => {
    expect((await setUp(() => jsonApi(200, DRAFT), { secret: "" }).call(`?token=${token({}, "")}`)).status).toBe(403)
    expect((await setUp(() => jsonApi(200, DRAFT), { credentials: null }).call(`?token=${token()}`)).status).toBe(403)
  })

  it("answers 422 for a node type the preview cannot show", async () => {
    const { call, requests } = setUp(() => jsonApi(200, DRAFT))
    const response = await call(`?token=${token({ resourceType: "node--article" })}`)
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({ error: "preview_refused", reason: "unsupported" })
    expect(requests).toHaveLength(0)
  })

  it("answers 404 when Drupal has no such draft, and 502 when Drupal refuses the preview user or fails", async () => {
    const notFound = await setUp(() => jsonApi(404, { errors: [{ status: "404" }] })).call(`?token=${token()}`)
    expect(notFound.status).toBe(404)
    expect(await notFound.json()).toEqual({ error: "preview_refused", reason: "not_found" })
    for (const upstream of [() => jsonApi(403, { errors: [] }), () => jsonApi(500, {}), () => new Response("<html>", { status: 200 })]) {
      const failed = await setUp(upstream).call(`?token=${token()}`)
      expect(failed.status).toBe(502)
      expect(await failed.json()).toEqual({ error: "preview_refused", reason: "unavailable" })
    }
    const down = await setUp(() => Promise.reject(new Error("ECONNREFUSED"))).call(`?token=${token()}`)
    expect(down.status).toBe(502)
  })
})

describe("GET /api/preview: a draft's images", () => {
  const FILE = "5c1e9a7d-2b3f-4e6a-8c9d-0a1b2c3d4e5f"
  const OTHER_FILE = "6d2f0b8e-3c4a-4f7b-9d0e-1b2c3d4e5f6a"
  const withFile = (url: string) => ({
    ...DRAFT,
    included: [
      ...DRAFT.included,
      { type: "file--file", id: FILE, attributes: { filename: "hero.jpg", uri: { value: "private://2026-11/hero.jpg", url } } },
    ],
  })
  const image = (type: string) => new Response(new Uint8Array([1, 2, 3]), { status: 200, headers: { "Content-Type": type } })
  const imageQuery = (file = FILE) => `?${new URLSearchParams({ token: token(), image: file }).toString()}`

  it("names each file of the draft by the function's path on the site, with the link's token, and nothing of the CMS's address", async () => {
    const { call } = setUp(() => jsonApi(200, withFile("https://cms.example/sites/default/files/2026-11/hero.jpg")))
    const body = (await (await call(`?token=${token()}`)).json()) as {
      included: Array<{ id: string; attributes: Record<string, unknown> }>
    }
    const file = body.included.find((resource) => resource.id === FILE)
    expect(file?.attributes).toEqual({ filename: "hero.jpg", uri: { url: `/api/preview${imageQuery()}` } })
    expect(JSON.stringify(body)).not.toContain("cms.example")
    expect(JSON.stringify(body)).not.toContain("private://")
  })

  it("serves a file the draft includes from Drupal, as the preview user, never stored", async () => {
    let calls = 0
    const { call, requests } = setUp(() =>
      ++calls === 1 ? jsonApi(200, withFile("/sites/default/files/2026-11/hero.jpg")) : image("image/jpeg"),
    )
    const response = await call(imageQuery())
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("image/jpeg")
    expect(response.headers.get("cache-control")).toBe("no-store")
    expect(response.headers.get("x-robots-tag")).toBe("noindex")
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([1, 2, 3])
    expect(requests.map((request) => request.url)).toEqual([
      expect.stringContaining(`/node/page/${UUID}?`),
      "https://cms.example/sites/default/files/2026-11/hero.jpg",
    ])
    expect(requests[1].headers.get("authorization")).toBe(credentialHeaders(CREDENTIALS).Authorization)
  })

  it.each([
    ["a file the draft does not include", OTHER_FILE, "/sites/default/files/hero.jpg"],
    ["a file whose address leads off the Drupal host", FILE, "https://elsewhere.example/hero.jpg"],
    ["an id that is no uuid", "../../etc/passwd", "/sites/default/files/hero.jpg"],
  ])("answers 404 for %s, and sends the preview user's credentials nowhere else", async (_case, file, url) => {
    const { call, requests } = setUp(() => jsonApi(200, withFile(url)))
    const response = await call(imageQuery(file))
    expect(response.status).toBe(404)
    expect(requests.filter((request) => !request.url.includes("/jsonapi/"))).toEqual([])
  })

  it("answers 502 when Drupal's file is not an image", async () => {
    let calls = 0
    const { call } = setUp(() => (++calls === 1 ? jsonApi(200, withFile("/sites/default/files/page.html")) : image("text/html")))
    expect((await call(imageQuery())).status).toBe(502)
  })
})
