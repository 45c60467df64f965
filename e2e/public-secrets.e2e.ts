import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"

/**
 * No server secret may reach public/: every variable of the build's environment whose name says
 * it is a secret is looked for in every text file of the build the browser tests run against.
 */
const PUBLIC_DIR = path.join(__dirname, "..", "public")
const SECRET_NAME = /SECRET|TOKEN|PASSWORD|PASSWD|API_KEY|APIKEY|PRIVATE|CREDENTIAL|ACCESS_KEY|PORTAL_ID|WEBHOOK/i
const TEXT_FILE = /\.(html|js|mjs|json|css|txt|xml|map|webmanifest|svg)$|^_(redirects|headers)$/
/** Shorter values would match by chance. */
const MIN_LENGTH = 6

function secretsIn(env: NodeJS.ProcessEnv): Array<{ name: string; value: string }> {
  return Object.entries(env).flatMap(([name, value]) =>
    SECRET_NAME.test(name) && !name.startsWith("GATSBY_") && !name.startsWith("npm_") && value && value.trim().length >= MIN_LENGTH
      ? [{ name, value: value.trim() }]
      : [],
  )
}

async function leaks(directory: string, secrets: Array<{ name: string; value: string }>): Promise<string[]> {
  const found: string[] = []
  for (const entry of await readdir(directory, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !TEXT_FILE.test(entry.name)) continue
    const file = path.join(entry.parentPath, entry.name)
    const text = await readFile(file, "utf8")
    for (const secret of secrets) if (text.includes(secret.value)) found.push(`${secret.name} in ${path.relative(directory, file)}`)
  }
  return found
}

describe("secrets and the built site", () => {
  it("finds a planted secret, by name and never by value", async () => {
    const site = await mkdtemp(path.join(tmpdir(), "public-"))
    try {
      await writeFile(path.join(site, "app.js"), 'const token="pat-canary-7f3a91"')
      expect(await leaks(site, secretsIn({ HUBSPOT_ACCESS_TOKEN: "pat-canary-7f3a91", KVK_API_KEY: "not-there-1234" }))).toEqual([
        "HUBSPOT_ACCESS_TOKEN in app.js",
      ])
    } finally {
      await rm(site, { recursive: true, force: true })
    }
  })

  it("has no configured secret anywhere under public/", async () => {
    expect(await leaks(PUBLIC_DIR, secretsIn(process.env))).toEqual([])
  })
})
