import { execFile } from "node:child_process"
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { promisify } from "node:util"

/**
 * Every built page of every locale is valid HTML to the W3C Nu checker (vnu-jar, run with the
 * machine's Java; .ci/run installs one where there is none), and the site's stylesheet, which every
 * page links, valid CSS. One run of the checker takes all of them. Gatsby's slice fragments
 * (public/_gatsby/) are not pages.
 */
const PUBLIC_DIR = path.join(__dirname, "..", "public")
const VNU_JAR = require.resolve("vnu-jar/build/dist/vnu.jar")
const CHECK_TIMEOUT_MS = 15 * 60 * 1000

interface NuMessage {
  type: string
  url?: string
  message: string
  extract?: string
}

async function builtPages(): Promise<string[]> {
  const entries = await readdir(PUBLIC_DIR, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !path.relative(PUBLIC_DIR, file).startsWith("_gatsby"))
}

/** The stylesheets webpack wrote (public/styles.<hash>.css). */
async function builtStylesheets(): Promise<string[]> {
  const entries = await readdir(PUBLIC_DIR, { withFileTypes: true })
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith(".css")).map((entry) => path.join(PUBLIC_DIR, entry.name))
}

/** The checker's errors, one line each: the file, the message and where. */
async function nuErrors(files: readonly string[]): Promise<string[]> {
  const { stdout } = await promisify(execFile)(
    "java",
    ["-Xss8m", "-jar", VNU_JAR, "--errors-only", "--also-check-css", "--exit-zero-always", "--stdout", "--format", "json", ...files],
    {
      maxBuffer: 256 * 1024 * 1024,
    },
  )
  const { messages } = JSON.parse(stdout) as { messages: NuMessage[] }
  return messages
    .filter((message) => message.type === "error" || message.type === "non-document-error")
    .map(
      (message) =>
        `${path.relative(PUBLIC_DIR, decodeURI(new URL(message.url ?? "file:///").pathname))}: ${message.message} ${JSON.stringify(message.extract ?? "")}`,
    )
}

describe("HTML of the built pages", () => {
  it(
    "has no W3C Nu error on any page of any locale or in the stylesheet (and the checker finds planted ones)",
    async () => {
      const pages = await builtPages()
      const stylesheets = await builtStylesheets()
      expect(pages.length).toBeGreaterThan(100)
      expect(stylesheets.length).toBeGreaterThan(0)
      const planted = await mkdtemp(path.join(tmpdir(), "nu-"))
      const invalid = path.join(planted, "invalid.html")
      const invalidCss = path.join(planted, "invalid.css")
      try {
        await writeFile(
          invalid,
          '<!DOCTYPE html><html lang="en"><title>x</title><input type="tel" name="phone" autocomplete="tel-national">',
        )
        await writeFile(invalidCss, ".x{color:nonsense}")
        const errors = await nuErrors([invalid, invalidCss, ...stylesheets, ...pages])
        const isPlanted = (error: string) => error.includes("invalid.html") || error.includes("invalid.css")
        const [plantedErrors, siteErrors] = [errors.filter(isPlanted), errors.filter((error) => !isPlanted(error))]
        expect(plantedErrors.filter((error) => error.includes("invalid.html"))).toHaveLength(1)
        expect(plantedErrors.filter((error) => error.includes("invalid.css"))).toHaveLength(1)
        expect(siteErrors).toEqual([])
      } finally {
        await rm(planted, { recursive: true, force: true })
      }
    },
    CHECK_TIMEOUT_MS,
  )
})
