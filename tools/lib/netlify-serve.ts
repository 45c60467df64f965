import { spawn, type ChildProcess } from "node:child_process"
import { rmSync } from "node:fs"
import path from "node:path"

/** The environment netlify-cli and Gatsby need to work offline and quietly. */
export const OFFLINE_ENV = {
  NETLIFY_TELEMETRY_DISABLED: "1",
  GATSBY_TELEMETRY_DISABLED: "1",
  BROWSER: "none",
} as const

/**
 * `netlify serve`: runs the build command of netlify.toml, then serves public/ with _redirects,
 * _headers and the functions the way Netlify does. Offline and without edge functions, as this
 * machine cannot download Deno.
 */
export function startNetlifyServe(port: number, stdio: "inherit" | "pipe" = "inherit"): ChildProcess {
  // netlify serve reads public/_headers and public/_redirects when it starts, before it builds, and
  // may miss the build's rewrite of them (Gatsby's Netlify adapter replaces _headers; a stale
  // _redirects once kept proxying a path a function had taken over): without old ones, it reads the new.
  rmSync(path.resolve("public", "_headers"), { force: true })
  rmSync(path.resolve("public", "_redirects"), { force: true })
  // The functions server and the static server get ports derived from the site's: netlify-cli's
  // defaults (3999 for the static server) would collide with another serve on the same machine.
  const args = [
    ...["serve", "--offline", "--internal-disable-edge-functions", "--port", String(port)],
    ...["--functions-port", String(port + 10000), "--staticServerPort", String(port + 20000)],
  ]
  return spawn("netlify", args, {
    stdio,
    detached: true,
    env: { ...process.env, ...OFFLINE_ENV },
  })
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
