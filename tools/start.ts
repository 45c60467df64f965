/**
 * `npm start`: builds the site from the content (the embedded content server unless
 * DRUPAL_BASE_URL is set) and serves it with its functions at http://localhost:8888, as Netlify would.
 */
import { startNetlifyServe, stopProcessGroup } from "./lib/netlify-serve"
import { withContentServer } from "./lib/with-content-server"

const PORT = Number(process.env.PORT ?? 8888)

withContentServer(
  () =>
    new Promise<void>((resolve, reject) => {
      const netlify = startNetlifyServe(PORT)
      const stop = () => stopProcessGroup(netlify)
      process.once("SIGINT", stop)
      process.once("SIGTERM", stop)
      netlify.once("error", reject)
      netlify.once("exit", (code) => (code === 0 || code === null ? resolve() : reject(new Error(`netlify serve exited with ${code}`))))
    }),
).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
