import { mkdir, mkdtemp, rm, utimes, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { inlineScriptHashes, inlineScripts, scriptHash } from "./csp"
import { scanSiteScripts } from "./site-hashes"

const page = (script: string) => `<!DOCTYPE html><html><head><script>${script}</script></head><body><p>Zürich</p></body></html>`

describe("inlineScriptHashes", () => {
  it("hashes what scriptHash hashes for each of inlineScripts, multibyte text before and inside the scripts included", () => {
    const html = [
      "<html><head><title>Łódź – Zürich 🚚</title>",
      '<script type="module">const label="Geschäftsführer – été";</script>',
      '<script type="application/ld+json">{"name":"Fleetlane Łódź"}</script>',
      '<script src="/app.js" async></script>',
      "</head><body>",
      '<SCRIPT id="x">window.a="sisältäen"</SCRIPT >',
      "</body></html>",
    ].join("")
    const expected = inlineScripts(html).map(scriptHash)
    expect(expected).toHaveLength(2)
    expect(inlineScriptHashes(Buffer.from(html, "utf8"))).toEqual(expected)
  })
})

describe("scanSiteScripts", () => {
  let publicDir: string
  beforeEach(async () => {
    publicDir = await mkdtemp(path.join(tmpdir(), "site-hashes-"))
    await mkdir(path.join(publicDir, "en", "contact"), { recursive: true })
    await writeFile(path.join(publicDir, "en", "index.html"), page("window.shared=1"))
    await writeFile(path.join(publicDir, "en", "contact", "index.html"), page("window.shared=1"))
    await writeFile(path.join(publicDir, "404.html"), page("window.notFound=1"))
  })
  afterEach(() => rm(publicDir, { recursive: true, force: true }))

  it("finds every inline script of every HTML file, each with the first page that has it", async () => {
    const scan = await scanSiteScripts(publicDir)
    expect(scan.hashes).toEqual(
      new Map([
        [scriptHash("window.notFound=1"), "404.html"],
        [scriptHash("window.shared=1"), path.join("en", "contact", "index.html")],
      ]),
    )
    expect(scan.read).toBe(3)
  })

  it("reads again only the files changed since the previous scan", async () => {
    const first = await scanSiteScripts(publicDir)
    const changed = path.join(publicDir, "en", "contact", "index.html")
    await writeFile(changed, page("window.changed=2"))
    // A rewrite within the clock's resolution still shows: force a different time.
    await utimes(changed, new Date(), new Date(Date.now() + 5000))
    const second = await scanSiteScripts(publicDir, first.files)
    expect(second.read).toBe(1)
    expect([...second.hashes.keys()].sort()).toEqual(
      [scriptHash("window.changed=2"), scriptHash("window.notFound=1"), scriptHash("window.shared=1")].sort(),
    )
  })

  it("forgets files that are gone", async () => {
    const first = await scanSiteScripts(publicDir)
    await rm(path.join(publicDir, "404.html"))
    const second = await scanSiteScripts(publicDir, first.files)
    expect(second.read).toBe(0)
    expect(second.hashes.has(scriptHash("window.notFound=1"))).toBe(false)
    expect(second.files.size).toBe(2)
  })

  it("does not look for pages among Gatsby's page data", async () => {
    await mkdir(path.join(publicDir, "page-data", "en"), { recursive: true })
    await writeFile(path.join(publicDir, "page-data", "en", "stray.html"), page("window.stray=1"))
    const scan = await scanSiteScripts(publicDir)
    expect(scan.hashes.has(scriptHash("window.stray=1"))).toBe(false)
  })
})
