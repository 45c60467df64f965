/**
 * `npm start`: builds the site from the content (the embedded content server unless
 * DRUPAL_BASE_URL is set) and serves it with its functions at http://localhost:8888, as Netlify would:
 * netlify serve behind a front that does what Netlify's CDN does in front of it (tools/lib/cdn-front.ts).
 * Once the site is served, a local build hook (tools/publishing/receiver.ts) rebuilds it after each
 * publish; the embedded content server calls it, as Drupal's build_hooks calls Netlify's.
 */
import { serveSite } from "./lib/netlify-serve"
import { waitForUrl } from "./lib/run"
import { withContentServer } from "./lib/with-content-server"
import { startBuildHookReceiver, type RunningReceiver } from "./publishing/receiver"
import { receiverPort, receiverUrl } from "./publishing/receiver-port"

const PORT = Number(process.env.PORT ?? 8888)
const BUILD_AND_SERVE_TIMEOUT_MS = 20 * 60 * 1000

process.env.BUILD_HOOK_URL ||= receiverUrl()
let receiver: RunningReceiver | undefined

withContentServer(async () => {
  const site = await serveSite(PORT)
  const stop = () => void Promise.all([site.stop(), receiver?.close()])
  process.once("SIGINT", stop)
  process.once("SIGTERM", stop)
  const exited = new Promise<void>((resolve, reject) => {
    site.netlify.once("error", reject)
    site.netlify.once("exit", (code) => {
      void site.stop()
      void receiver?.close()
      if (code === 0 || code === null) resolve()
      else reject(new Error(`netlify serve exited with ${code}`))
    })
  })
  // netlify serve announces its own, internal port: the site's address is the front's.
  void waitForUrl(`${site.origin}/api/health`, BUILD_AND_SERVE_TIMEOUT_MS).then(
    async () => {
      console.log(`\nThe site is served at ${site.origin}/ (Ctrl-C stops it)\n`)
      // Only now: a build from the hook must not run beside netlify serve's first build.
      receiver = await startBuildHookReceiver({ port: receiverPort() })
      console.log(`Build hook: POST ${receiver.url} (npm run content:publish calls it through the content server)\n`)
    },
    () => undefined,
  )
  await exited
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
