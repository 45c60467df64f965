import type { ChildProcess } from "node:child_process"
import { startNetlifyServe, stopProcessGroup } from "../lib/netlify-serve"
import { waitForUrl } from "../lib/run"
import { withContentServer } from "../lib/with-content-server"

const SERVE_TIMEOUT_MS = 20 * 60 * 1000

/** Runs a task against the site as `npm start` serves it (netlify serve, with the functions). */
export function withServedSite<T>(port: number, task: (origin: string) => Promise<T>): Promise<T> {
  return withContentServer(async () => {
    const netlify: ChildProcess = startNetlifyServe(port, "pipe")
    netlify.stdout?.resume()
    netlify.stderr?.resume()
    try {
      await waitForUrl(`http://localhost:${port}/api/health`, SERVE_TIMEOUT_MS)
      return await task(`http://localhost:${port}`)
    } finally {
      stopProcessGroup(netlify)
    }
  })
}
