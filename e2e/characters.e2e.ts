import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"

/**
 * No built page of any locale holds U+0000 (what React 18's Node stream left before some multibyte
 * characters, "Fran\0çais") or U+FFFD (what a multibyte character cut between two chunks becomes
 * when each chunk is decoded on its own): every HTML and page-data file of the build the browser
 * tests run against.
 */
const PUBLIC_DIR = path.join(__dirname, "..", "public")
const PAGE_FILE = /\.html$|^page-data\.json$/
// A NUL is exactly what this looks for.
// eslint-disable-next-line no-control-regex
const BROKEN = /[\u0000\ufffd]/g

async function brokenCharacters(directory: string): Promise<{ files: number; broken: string[] }> {
  const broken: string[] = []
  let files = 0
  for (const entry of await readdir(directory, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !PAGE_FILE.test(entry.name)) continue
    files += 1
    const file = path.join(entry.parentPath, entry.name)
    const text = await readFile(file, "utf8")
    for (const match of text.matchAll(BROKEN)) {
      const around = text.slice(Math.max(0, match.index - 20), match.index + 20)
      broken.push(`${path.relative(directory, file)}: ${JSON.stringify(around)}`)
    }
  }
  return { files, broken }
}

describe("characters of the built pages", () => {
  it("finds a planted U+0000 and U+FFFD", async () => {
    const site = await mkdtemp(path.join(tmpdir(), "public-"))
    try {
      await writeFile(path.join(site, "index.html"), "<p>Fran\u0000çais</p>")
      await writeFile(path.join(site, "page-data.json"), '{"title":"Gesch\ufffdftsf\u00fchrer"}')
      expect((await brokenCharacters(site)).broken).toHaveLength(2)
    } finally {
      await rm(site, { recursive: true, force: true })
    }
  })

  it("has no U+0000 and no U+FFFD in any HTML or page-data file of any locale", async () => {
    const { files, broken } = await brokenCharacters(PUBLIC_DIR)
    expect(files).toBeGreaterThan(100)
    expect(broken).toEqual([])
  })
})
