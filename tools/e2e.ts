/**
 * `npm run test:e2e`: builds and serves the site as `npm start` does (on its own port, through the
 * same front), then runs
 * the browser tests in e2e/ against it in headless Chromium. With E2E_BASE_URL set, the tests run
 * against that server instead and nothing is built.
 */
import { ensureChromium } from "./lib/chromium"
import { ensureJava } from "./lib/java"
import { serveSite } from "./lib/netlify-serve"
import { run, waitForUrl } from "./lib/run"
import { withContentServer } from "./lib/with-content-server"

const PORT = Number(process.env.E2E_PORT ?? 8890)
const BUILD_AND_SERVE_TIMEOUT_MS = 20 * 60 * 1000
const jestArgs = ["--config", "e2e/jest.config.ts", ...process.argv.slice(2)]

async function main(): Promise<void> {
  await ensureChromium()
  await ensureJava()
  if (process.env.E2E_BASE_URL) return run("jest", jestArgs)
  await withContentServer(async () => {
    const site = await serveSite(PORT)
    const exited = new Promise<never>((_, reject) =>
      site.netlify.once("exit", (code) => reject(new Error(`netlify serve stopped (exit ${code}) before the site was served`))),
    )
    try {
      await Promise.race([waitForUrl(`${site.origin}/api/health`, BUILD_AND_SERVE_TIMEOUT_MS), exited])
      await run("jest", jestArgs, { env: { ...process.env, E2E_BASE_URL: site.origin } })
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
