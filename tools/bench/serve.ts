import { serveSite } from "../lib/netlify-serve"
import { waitForUrl } from "../lib/run"
import { withContentServer } from "../lib/with-content-server"

const SERVE_TIMEOUT_MS = 20 * 60 * 1000

/** Runs a task against the site as `npm start` serves it (netlify serve behind its front, with the functions). */
export function withServedSite<T>(port: number, task: (origin: string) => Promise<T>): Promise<T> {
  return withContentServer(async () => {
    const site = await serveSite(port, "pipe")
    site.netlify.stdout?.resume()
    site.netlify.stderr?.resume()
    try {
      await waitForUrl(`${site.origin}/api/health`, SERVE_TIMEOUT_MS)
      return await task(site.origin)
    } finally {
      await site.stop()
    }
  })
}
