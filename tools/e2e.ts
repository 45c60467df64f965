/**
 * `npm run test:e2e`: builds and serves the site as `npm start` does (on its own port, through the
 * same front), then runs
 * the browser tests in e2e/ against it in Chromium's headless shell. With E2E_BASE_URL set, the tests run
 * against that server instead and nothing is built. The publishing test (e2e/publishing.e2e.ts)
 * changes content and rebuilds the site, so it runs alone, after the others.
 */
import { ensureBrowser, TEST_BROWSER } from "./lib/chromium"
import { ensureJava } from "./lib/java"
import { serveSite } from "./lib/netlify-serve"
import { run, waitForUrl } from "./lib/run"
import { withContentServer } from "./lib/with-content-server"
import { receiverPort, receiverUrl } from "./publishing/receiver-port"

const PORT = Number(process.env.E2E_PORT ?? 8890)
const BUILD_AND_SERVE_TIMEOUT_MS = 20 * 60 * 1000
const jestArgs = ["--config", "e2e/jest.config.ts", ...process.argv.slice(2)]
const PUBLISHING_TEST = "e2e/publishing.e2e.ts"
/** Every test but publishing first; publishing after, when no files are named or it is among them. */
const firstRunArgs = [...jestArgs, "--testPathIgnorePatterns", "e2e/publishing\\.e2e\\.ts", "--passWithNoTests"]
const runsPublishing = process.argv.slice(2).every((arg) => arg.startsWith("-")) || process.argv.some((arg) => arg.includes("publishing"))

async function main(): Promise<void> {
  await ensureBrowser(TEST_BROWSER)
  await ensureJava()
  if (process.env.E2E_BASE_URL) return run("jest", firstRunArgs)
  // The content server calls the publishing test's build hook receiver, on a port of this run's own.
  process.env.BUILD_HOOK_PORT = String(receiverPort({ PORT: String(PORT) }))
  process.env.BUILD_HOOK_URL = receiverUrl()
  await withContentServer(async () => {
    const site = await serveSite(PORT)
    const exited = new Promise<never>((_, reject) =>
      site.netlify.once("exit", (code) => reject(new Error(`netlify serve stopped (exit ${code}) before the site was served`))),
    )
    try {
      await Promise.race([waitForUrl(`${site.origin}/api/health`, BUILD_AND_SERVE_TIMEOUT_MS), exited])
      const testEnv = { ...process.env, E2E_BASE_URL: site.origin }
      await run("jest", firstRunArgs, { env: testEnv })
      if (runsPublishing) await run("jest", ["--config", "e2e/jest.config.ts", PUBLISHING_TEST], { env: testEnv })
    } finally {
      await site.stop()
    }
  })
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
