import { spawn, type ChildProcess } from "node:child_process"
import { rmSync } from "node:fs"
import path from "node:path"
import { startCdnFront } from "./cdn-front"
import { derivedPorts } from "./ports"

/** The environment netlify-cli and Gatsby need to work offline and quietly. */
export const OFFLINE_ENV = {
  NETLIFY_TELEMETRY_DISABLED: "1",
  GATSBY_TELEMETRY_DISABLED: "1",
  BROWSER: "none",
} as const

/** netlify serve's own port, behind the front: the site's port + 12000. */
export function netlifyServePort(sitePort: number): number {
  return derivedPorts(sitePort).netlifyServe
}

/**
 * `netlify serve`: runs the build command of netlify.toml, then serves public/ with _redirects,
 * _headers and the functions the way Netlify does. Offline and without edge functions, as this
 * machine cannot download Deno. It listens on an internal port: visitors reach it through the
 * front (serveSite).
 */
function startNetlifyServe(sitePort: number, stdio: "inherit" | "pipe"): ChildProcess {
  // netlify serve reads public/_headers and public/_redirects when it starts, before it builds, and
  // may miss the build's rewrite of them (Gatsby's Netlify adapter replaces _headers; a stale
  // _redirects once kept proxying a path a function had taken over): without old ones, it reads the new.
  rmSync(path.resolve("public", "_headers"), { force: true })
  rmSync(path.resolve("public", "_redirects"), { force: true })
  const ports = derivedPorts(sitePort)
  const args = [
    ...["serve", "--offline", "--internal-disable-edge-functions", "--port", String(ports.netlifyServe)],
    ...["--functions-port", String(ports.functions), "--staticServerPort", String(ports.staticServer)],
  ]
  return spawn("netlify", args, {
    stdio,
    detached: true,
    env: { ...process.env, ...OFFLINE_ENV },
  })
}

export interface ServedSite {
  /** netlify serve (the process group of the build, the static and the functions servers). */
  netlify: ChildProcess
  origin: string
  /** Stops netlify serve and everything it started, and closes the front. */
  stop(): Promise<void>
}

/**
 * The site as `npm start` serves it at http://localhost:{port}: netlify serve behind a front that
 * does what Netlify's CDN does and netlify serve does not (tools/lib/cdn-front.ts: it answers the
 * requests that would end netlify serve with a 4xx, and compresses text). Until netlify serve has
 * built and answers, the front answers 503.
 */
export async function serveSite(port: number, stdio: "inherit" | "pipe" = "inherit"): Promise<ServedSite> {
  const front = await startCdnFront({ port, upstreamPort: netlifyServePort(port) })
  const netlify = startNetlifyServe(port, stdio)
  return {
    netlify,
    origin: front.origin,
    stop: async () => {
      stopProcessGroup(netlify)
      await front.close()
    },
  }
}

/** Stops netlify serve and everything it started (functions server, build). */
export function stopProcessGroup(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return
  try {
    process.kill(-child.pid, "SIGTERM")
  } catch {
    // Already gone.
  }
}
