import { stat } from "node:fs/promises"
import { join } from "node:path"
import { chromium, type Browser } from "playwright-core"
import { BENCH_BROWSER } from "../lib/chromium"
import type { BenchPage } from "./pages"

const PUBLIC_DIR = join(__dirname, "../../public")

export interface MapWeight {
  path: string
  jsBytesBeforeMap: number
  jsBytesAfterMap: number | null
  note: string
}

export interface AboveTheFoldImage {
  name: string
  path: string
  src: string | null
  bytes: number
  loading: string | null
  fetchPriority: string | null
}

const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }

/** Transferred JavaScript of a page, before and after the visitor opens the map; the largest image in the first viewport. */
export async function benchInBrowser(origin: string, pages: readonly BenchPage[]): Promise<{ map: MapWeight | null; images: AboveTheFoldImage[] }> {
  const browser = await chromium.launch({ executablePath: BENCH_BROWSER.path, args: ["--headless", "--no-sandbox", "--disable-gpu"] })
  try {
    const images: AboveTheFoldImage[] = []
    for (const page of pages) {
      if (!page.path) continue
      const context = await browser.newContext(MOBILE)
      const tab = await context.newPage()
      const sizes = new Map<string, number>()
      tab.on("response", async (response) => {
        if (response.request().resourceType() !== "image") return
        const body = await response.body().catch(() => null)
        if (body) sizes.set(response.url(), body.length)
      })
      await tab.goto(`${origin}${page.path}`, { waitUntil: "networkidle" })
      const candidates = await tab.evaluate(() =>
        [...document.images]
          .filter((image) => {
            const box = image.getBoundingClientRect()
            // Within the viewport both ways: a slider's other slides (and its clones) sit beside it.
            return box.width > 0 && box.height > 0 && box.top < window.innerHeight && box.bottom > 0 && box.left < window.innerWidth && box.right > 0
          })
          .map((image) => ({ src: image.currentSrc || image.src, loading: image.getAttribute("loading"), fetchPriority: image.getAttribute("fetchpriority") })),
      )
      const largest = candidates
        .map((candidate) => ({ ...candidate, bytes: sizes.get(candidate.src) ?? 0 }))
        .sort((a, b) => b.bytes - a.bytes)[0]
      images.push({
        name: page.name,
        path: page.path,
        src: largest ? new URL(largest.src).pathname : null,
        bytes: largest?.bytes ?? 0,
        loading: largest?.loading ?? null,
        fetchPriority: largest?.fetchPriority ?? null,
      })
      await context.close()
    }
    const locations = pages.find((page) => page.name === "locations")
    return { map: locations?.path ? await mapWeight(browser, origin, locations.path) : null, images }
  } finally {
    await browser.close()
  }
}

async function mapWeight(browser: Browser, origin: string, path: string): Promise<MapWeight> {
  const context = await browser.newContext(MOBILE)
  const tab = await context.newPage()
  let jsBytes = 0
  let opened = false
  const scriptsAfterOpening: string[] = []
  const crossOrigin: string[] = []
  const siteOrigin = new URL(origin).origin
  tab.on("request", (request) => {
    if (!opened || request.resourceType() !== "script") return
    const requestUrl = new URL(request.url())
    if (requestUrl.origin === siteOrigin) scriptsAfterOpening.push(requestUrl.pathname.split("/").pop() ?? "")
    else crossOrigin.push(requestUrl.host)
  })
  tab.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return
    const body = await response.body().catch(() => null)
    jsBytes += body?.length ?? 0
  })
  await tab.goto(`${origin}${path}`, { waitUntil: "networkidle" })
  const before = jsBytes
  const opener = tab.getByRole("button", { name: /map|kaart|karte|carte/i }).first()
  if (!(await opener.count())) {
    await context.close()
    return { path, jsBytesBeforeMap: before, jsBytesAfterMap: null, note: "no map control on the page (no Maps key configured, or the finder has not landed)" }
  }
  opened = true
  await opener.click()
  await tab.waitForLoadState("networkidle")
  await context.close()
  // The bytes of the site's scripts the opening asked for, from the build (the page may close before their bodies are read).
  const requested = [...new Set(scriptsAfterOpening)]
  const sizes = await Promise.all(requested.map((name) => stat(join(PUBLIC_DIR, name)).then((file) => file.size, () => 0)))
  return {
    path,
    jsBytesBeforeMap: before,
    jsBytesAfterMap: before + sizes.reduce((sum, size) => sum + size, 0),
    note:
      `transferred (uncompressed) script bytes; the site's scripts requested on opening: ${requested.join(", ") || "none"}` +
      (crossOrigin.length ? `; also asked of ${[...new Set(crossOrigin)].join(", ")} (offline: fails to load, not weighed)` : ""),
  }
}
