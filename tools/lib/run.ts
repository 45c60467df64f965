import { spawn, type SpawnOptions } from "node:child_process"

/** Runs a command with inherited output; resolves when it exits 0. */
export function run(command: string, args: readonly string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", ...options })
    child.once("error", reject)
    child.once("exit", (code, signal) => {
      if (code === 0) resolve()
      else reject(new Error(`${command} ${args.join(" ")} exited with ${signal ?? code}`))
    })
  })
}

/**
 * Resolves when the URL answers with a status below 500, or rejects after the timeout. (The local
 * server's front answers 503 until netlify serve, behind it, has built the site.)
 */
export async function waitForUrl(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
      await response.body?.cancel()
      if (response.status < 500) return
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}
