import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises"
import { readFileSync, readdirSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

/**
 * No built page shows a UI string's key where its text belongs ("opening_hours" instead of
 * "Opening hours"). i18next answers a key it cannot find with the key itself, silently: a page
 * whose strings come in another namespace order (the first namespace of the page data becomes
 * i18next's default and drops out of its fallbacks) rendered some location pages that way in one
 * build and not in the next.
 */
const PUBLIC_DIR = path.join(__dirname, "..", "public")
const STRINGS_DIR = path.join(__dirname, "..", "src", "i18n", "en")

/** The keys that cannot pass for text: snake_case ones whose English text is not the key itself. */
function uiStringKeys(): Set<string> {
  const keys = new Set<string>()
  for (const file of readdirSync(STRINGS_DIR).filter((name) => name.endsWith(".json"))) {
    const strings = JSON.parse(readFileSync(path.join(STRINGS_DIR, file), "utf8")) as Record<string, unknown>
    for (const [key, text] of Object.entries(strings)) {
      if (key.includes("_") && typeof text === "string" && text.trim() !== key) keys.add(key)
    }
  }
  return keys
}

const NOT_SHOWN = /<(script|style|template)\b[\s\S]*?<\/\1>/gi
const TEXT = />\s*([^<>]+?)\s*</g
const SHOWN_ATTRIBUTE = /\s(?:aria-label|title|alt|placeholder)="([^"]*)"/g

async function keysShown(directory: string, keys: Set<string>): Promise<{ files: number; shown: string[] }> {
  const shown: string[] = []
  let files = 0
  for (const entry of await readdir(directory, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue
    files += 1
    const file = path.join(entry.parentPath, entry.name)
    const html = (await readFile(file, "utf8")).replace(NOT_SHOWN, "")
    const values = [...html.matchAll(TEXT), ...html.matchAll(SHOWN_ATTRIBUTE)].map((match) => match[1].trim())
    for (const key of new Set(values.filter((value) => keys.has(value)))) shown.push(`${path.relative(directory, file)}: ${key}`)
  }
  return { files, shown }
}

describe("UI strings of the built pages", () => {
  const keys = uiStringKeys()

  it("finds a planted key in text and in an aria-label, and not in a script", async () => {
    const site = await mkdtemp(path.join(tmpdir(), "public-"))
    try {
      await writeFile(
        path.join(site, "index.html"),
        '<h2>opening_hours</h2><a aria-label="plan_route" href="/">x</a><script>var t = ">skip_to_content<"</script><p>Opening hours</p>',
      )
      expect((await keysShown(site, keys)).shown).toEqual(["index.html: opening_hours", "index.html: plan_route"])
    } finally {
      await rm(site, { recursive: true, force: true })
    }
  })

  it("shows no UI string key as text or label on any page of any locale", async () => {
    const { files, shown } = await keysShown(PUBLIC_DIR, keys)
    expect(files).toBeGreaterThan(100)
    expect(shown).toEqual([])
  })
})
