import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { BuildQueue, type BuildOutcome, type BuildQueueState } from "./build-queue"
import { BuildFailed, buildKeepingLastGood } from "./incremental-build"

export interface ReceiverOptions {
  port: number
  host?: string
  /** Quiet time after a save before building (BUILD_HOOK_QUIET_MS, 10 s by default). */
  quietMs?: number
  /** Longest wait after the first save (BUILD_HOOK_MAX_WAIT_MS, 60 s by default). */
  maxWaitMs?: number
  /**
   * One build, with the variables Netlify sets in a build its hook started (hookBuildEnv); the
   * incremental build keeping the last good public/ by default.
   */
  runBuild?: (hookEnv: NodeJS.ProcessEnv) => Promise<void>
  log?: (message: string) => void
}

export interface BuildRecord {
  ok: boolean
  saves: number
  finishedAt: string
  /** Why a build failed: the end of its output, where the build names the entity and field. */
  failure?: string
}

export interface ReceiverStatus {
  state: BuildQueueState
  builds: BuildRecord[]
}

export interface RunningReceiver {
  /** The build hook's URL, to give Drupal's build_hooks (or the content server's BUILD_HOOK_URL). */
  url: string
  status(): ReceiverStatus
  /** Resolves when no build runs and none waits. */
  whenIdle(): Promise<void>
  close(): Promise<void>
}

const DEFAULT_QUIET_MS = 10_000
const DEFAULT_MAX_WAIT_MS = 60_000
const BUILDS_KEPT = 20

/** What Netlify puts into the environment of a build its hook started: the receiver's builds are Netlify's. */
export function hookBuildEnv(hookUrl: string): NodeJS.ProcessEnv {
  return { INCOMING_HOOK_URL: hookUrl, INCOMING_HOOK_TITLE: "Local build hook", INCOMING_HOOK_BODY: "" }
}

function describeFailure(error: unknown): string {
  if (error instanceof BuildFailed) return `${error.message}\n${error.outputTail}`
  return error instanceof Error ? error.message : String(error)
}

function answer(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = typeof body === "string" ? body : JSON.stringify(body)
  response.writeHead(status, {
    "Content-Type": typeof body === "string" ? "text/plain; charset=utf-8" : "application/json",
    "Cache-Control": "no-store",
    ...headers,
  })
  response.end(text)
}

/**
 * A local stand-in for a Netlify build hook: POST to it (any path, as to
 * https://api.netlify.com/build_hooks/{id}) and it answers 200 at once and builds, debounced
 * (build-queue.ts); GET /status tells the queue's state and the last builds, failures with the
 * end of their output.
 */
export async function startBuildHookReceiver(options: ReceiverOptions): Promise<RunningReceiver> {
  const log = options.log ?? ((message: string) => console.log(`[build hook] ${message}`))
  const builds: BuildRecord[] = []
  const runBuild = options.runBuild ?? ((env: NodeJS.ProcessEnv) => buildKeepingLastGood({ env, onOutput: (line) => log(line) }))
  let url = ""
  const queue = new BuildQueue({
    quietMs: options.quietMs ?? Number(process.env.BUILD_HOOK_QUIET_MS ?? DEFAULT_QUIET_MS),
    maxWaitMs: options.maxWaitMs ?? Number(process.env.BUILD_HOOK_MAX_WAIT_MS ?? DEFAULT_MAX_WAIT_MS),
    runBuild: () => {
      log("building")
      return runBuild(hookBuildEnv(url))
    },
    onBuildEnd: (outcome: BuildOutcome) => {
      const record: BuildRecord = { ok: outcome.ok, saves: outcome.saves, finishedAt: new Date().toISOString() }
      if (!outcome.ok) record.failure = describeFailure(outcome.error)
      builds.push(record)
      if (builds.length > BUILDS_KEPT) builds.shift()
      log(outcome.ok ? `built (${outcome.saves} save(s))` : `build failed, the last good build stays live:\n${record.failure}`)
    },
  })
  const status = (): ReceiverStatus => ({ state: queue.state, builds: [...builds] })

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    request.resume()
    const path = new URL(request.url ?? "/", "http://receiver").pathname
    if (request.method === "GET" && path === "/status") return answer(response, 200, status())
    if (request.method !== "POST") return answer(response, 405, "Use POST.", { Allow: "POST" })
    queue.save()
    log(`save received (${queue.state})`)
    answer(response, 200, "")
  })
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(options.port, options.host ?? "127.0.0.1", resolve)
  })
  const { port } = server.address() as AddressInfo
  url = `http://${options.host ?? "127.0.0.1"}:${port}/build_hooks/local`
  return {
    url,
    status,
    whenIdle: () => queue.whenIdle(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
