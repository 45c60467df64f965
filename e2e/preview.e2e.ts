import { readFileSync } from "node:fs"
import path from "node:path"
import type { Page, Response } from "playwright-core"
import { previewPagePath, PREVIEW_LINK_LIFETIME_SECONDS } from "../src/domain/preview/preview-link"
import { LOCAL_PREVIEW_SECRET } from "../netlify/lib/preview/preview-settings"
import { signPreviewToken } from "../netlify/lib/preview/preview-token"
import { axeViolations, url, useBrowserPage, waitForHydration } from "./support/browser"
import { demoContent } from "./support/content"

/**
 * The draft preview in a real browser against the content server's drafts (content/: a newer
 * nl-be draft of the terms page, a page never published, a newer nl draft of a news article with
 * another image): an editor's signed link shows the draft in the real template, with its images
 * from the site's own origin; a forged or expired link shows why it does not, and nothing of the
 * draft; the page, its data and the draft's images are never indexed or stored.
 */

let page: Page
useBrowserPage({ viewport: { width: 1280, height: 900 } }, (session) => ({ page } = session))

/** The secret the served site signs with: the local default of the embedded content server, or the deploy's. */
const SECRET = process.env.PREVIEW_SECRET || LOCAL_PREVIEW_SECRET

const messages = JSON.parse(readFileSync(path.join(__dirname, "../src/i18n/nl-be/preview.json"), "utf8")) as Record<string, string>

async function linkTo(
  key: string,
  langcode: string,
  options: { expiresAt?: number; secret?: string; type?: string } = {},
): Promise<string> {
  const node = (await demoContent()).getByKey(options.type ?? "node--page", key)
  if (!node) throw new Error(`The demo content has no ${options.type ?? "node--page"} ${key}`)
  const expiresAt = options.expiresAt ?? Math.floor(Date.now() / 1000) + PREVIEW_LINK_LIFETIME_SECONDS
  const token = signPreviewToken({ resourceType: node.type, uuid: node.uuid, langcode, expiresAt }, options.secret ?? SECRET)
  return previewPagePath(langcode, token)
}

/** Opens a preview link and waits for the preview function's answer and for the page to show it. */
async function openPreview(link: string): Promise<{ document: Response | null; api: Response }> {
  const apiAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/preview")
  const pageResponse = await page.goto(url(link))
  const api = await apiAnswer
  await waitForHydration(page)
  await page.waitForFunction(() => !document.querySelector("main")?.textContent?.includes("…"))
  return { document: pageResponse, api }
}

const mainText = () => page.locator("main").innerText()

describe("the draft preview", () => {
  it("shows a newer nl-be draft of a published page, its title and its blocks, in the page template", async () => {
    const { document, api } = await openPreview(await linkTo("terms", "nl-be"))
    expect(document?.status()).toBe(200)
    expect(api.status()).toBe(200)
    await expect(page.locator("h1").innerText()).resolves.toBe("Algemene voorwaarden 2026 (concept)")
    // Each block is an island whose code loads when the page shows it: the FAQ comes when its code has.
    await page.getByText("Vragen over de nieuwe voorwaarden").waitFor()
    const text = await mainText()
    expect(text).toContain("Wat verandert er in 2026")
    expect(text).toContain("Vanaf 1 januari 2026 verlengt u een huur online")
    expect(text).toContain("Vragen over de nieuwe voorwaarden")
    expect(text).toContain("Wanneer gelden de nieuwe voorwaarden?")
    // The published body the draft did not change, in the template's place.
    expect(text).toContain("Toepasselijkheid")
    await expect(page.locator("aside p[role=status]").innerText()).resolves.toBe(messages.preview_banner)
    await expect(page.locator("header.site-header").count()).resolves.toBe(1)
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe("nl-BE")
    await expect(page.locator('meta[name="robots"]').getAttribute("content")).resolves.toBe("noindex")
    expect(await axeViolations(page)).toEqual([])
  })

  it("shows a page that was never published, while the site itself has neither it nor the draft", async () => {
    await openPreview(await linkTo("fleet-renewal", "nl-be"))
    await expect(page.locator("h1").innerText()).resolves.toBe("Vernieuwingsprogramma voor uw vloot")
    // The text block is an island too: its code may come after the title and the body.
    await page.getByText("Zo werkt het").waitFor()
    expect(await mainText()).toContain("U vertelt ons welke eenheden weg mogen")

    const unpublished = await page.goto(url("/nl-be/vlootvernieuwing/"))
    expect(unpublished?.status()).toBe(404)
    await page.goto(url("/nl-be/algemene-voorwaarden/"))
    await expect(page.locator("h1").innerText()).resolves.toBe("Algemene voorwaarden")
    expect(await mainText()).not.toContain("Wat verandert er in 2026")
  })

  it("shows a news article's draft in the news template, with the draft's image from the site's own origin", async () => {
    const requested: string[] = []
    page.on("request", (request) => requested.push(request.url()))
    const imageAnswer = page.waitForResponse((response) => new URL(response.url()).searchParams.has("image"))
    await openPreview(await linkTo("electric-reefers-fleet", "nl", { type: "node--news" }))
    await expect(page.locator("h1").innerText()).resolves.toBe(
      "Fleetlane breidt verhuurvloot uit met 600 elektrische koeltrailers (concept)",
    )
    expect(await mainText()).toContain("Vloot en diensten")
    // The draft's image (a refrigerated trailer), not the published article's (an electric one).
    const hero = page.locator('img[alt="Een witte koeloplegger met koelaggregaat en een sneeuwvloksymbool"]')
    await hero.scrollIntoViewIfNeeded()
    await page.waitForFunction((alt) => {
      const image = document.querySelector<HTMLImageElement>(`img[alt="${alt}"]`)
      return Boolean(image?.complete && image.naturalWidth > 0)
    }, "Een witte koeloplegger met koelaggregaat en een sneeuwvloksymbool")
    const src = new URL((await hero.getAttribute("src"))!, url("/"))
    expect(src.pathname).toBe("/api/preview")
    const image = await imageAnswer
    expect(image.status()).toBe(200)
    expect((await image.allHeaders())["content-type"]).toBe("image/jpeg")
    expect((await image.allHeaders())["cache-control"]).toBe("no-store")
    expect((await image.allHeaders())["x-robots-tag"]).toBe("noindex")
    // Nothing of the page, the draft or its images comes from anywhere but the site.
    expect(requested.filter((address) => new URL(address).origin !== new URL(url("/")).origin)).toEqual([])
    expect(await page.content()).not.toMatch(/sites\/default\/files|public:\/\//)
    expect(await axeViolations(page)).toEqual([])
  })

  it("refuses a link signed with another secret, in the editor's language, and shows nothing of the draft", async () => {
    const { api } = await openPreview(await linkTo("terms", "nl-be", { secret: "not-the-site-secret" }))
    expect(api.status()).toBe(403)
    await expect(page.locator("h1").innerText()).resolves.toBe(messages.preview_refused_title)
    const text = await mainText()
    expect(text).toContain(messages.preview_refused_invalid)
    expect(text).not.toContain("2026")
    expect(await axeViolations(page)).toEqual([])
  })

  it("refuses an expired link", async () => {
    const { api } = await openPreview(await linkTo("terms", "nl-be", { expiresAt: Math.floor(Date.now() / 1000) - 60 }))
    expect(api.status()).toBe(403)
    expect(await mainText()).toContain(messages.preview_refused_expired)
    expect(await mainText()).not.toContain("2026")
  })

  it("is never indexed or stored: the page, its page data and the draft's data", async () => {
    const pageData = page.waitForResponse((response) => response.url().includes("/page-data/nl-be/preview/"))
    const { document, api } = await openPreview(await linkTo("terms", "nl-be"))
    for (const response of [document!, api, await pageData]) {
      expect({ url: response.url(), robots: (await response.allHeaders())["x-robots-tag"] }).toEqual({
        url: response.url(),
        robots: "noindex",
      })
    }
    expect((await api.allHeaders())["cache-control"]).toBe("no-store")
    // netlify serve's static server sends its own cache-control with every file, whatever _headers
    // says; Netlify's CDN applies _headers, where the later rule wins: the preview's no-store rules
    // come after the adapter's default for every page.
    const rules = readFileSync(path.join(__dirname, "../public/_headers"), "utf8")
    for (const pattern of ["/:locale/preview/*", "/page-data/:locale/preview/*"]) {
      const rule = rules.indexOf(`${pattern}\n  x-robots-tag: noindex\n  cache-control: no-store\n`)
      expect({ pattern, afterAdapterDefaults: rule > rules.indexOf("# gatsby-adapter-netlify end") }).toEqual({
        pattern,
        afterAdapterDefaults: true,
      })
    }
  })
})
