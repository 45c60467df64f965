import { spawn } from "node:child_process"
import { cp, rename, rm, stat } from "node:fs/promises"
import path from "node:path"
import { OFFLINE_ENV } from "../lib/netlify-serve"

/** Where the last good public/ waits while a build runs (beside .cache/ and public/, both kept). */
export const LAST_GOOD_DIR = ".last-good-public"
const OUTPUT_LINES_KEPT = 60
/** Terminal control sequences (Gatsby's progress lines): the kept output is read as text. */
const ANSI_SEQUENCE = new RegExp(`${String.fromCharCode(27)}\\[[0-9;?]*[A-Za-z]`, "g")

export interface IncrementalBuildOptions {
  /** The site's folder, holding .cache/ and public/. */
  cwd?: string
  /** The build command; `npm run build` (gatsby build), which reuses .cache/ and public/ (with fastBuilds, only the changes). */
  command?: readonly string[]
  env?: NodeJS.ProcessEnv
  /** Each line of the build's output, as it comes. */
  onOutput?: (line: string) => void
}

export class BuildFailed extends Error {
  constructor(
    message: string,
    /** The end of the build's output, where Gatsby names what failed. */
    readonly outputTail: string,
  ) {
    super(message)
  }
}

async function exists(target: string): Promise<boolean> {
  return stat(target).then(
    () => true,
    () => false,
  )
}

function runCapturing(
  command: readonly string[],
  options: IncrementalBuildOptions & { cwd: string },
): Promise<{ code: number | null; tail: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command[0], command.slice(1), {
      cwd: options.cwd,
      env: { ...process.env, ...OFFLINE_ENV, ...options.env },
      stdio: ["ignore", "pipe", "pipe"],
    })
    const lines: string[] = []
    let partial = ""
    const take = (chunk: Buffer) => {
      const text = partial + chunk.toString("utf8")
      const complete = text.split("\n")
      partial = complete.pop() ?? ""
      for (const raw of complete) {
        const line = raw.replace(ANSI_SEQUENCE, "")
        options.onOutput?.(line)
        lines.push(line)
        if (lines.length > OUTPUT_LINES_KEPT) lines.shift()
      }
    }
    child.stdout.on("data", take)
    child.stderr.on("data", take)
    child.once("error", reject)
    child.once("close", (code) => resolve({ code, tail: [...lines, partial.replace(ANSI_SEQUENCE, "")].join("\n").trim() }))
  })
}

/**
 * One incremental build that never leaves a broken site behind: public/ is copied aside first
 * (gatsby build writes into public/ itself and has no output folder option), and put back when
 * the build fails, so what is served stays the last good build. .cache/ is kept either way: Gatsby
 * saves its state only after a successful build, so the next build asks for the same changes again.
 */
export async function buildKeepingLastGood(options: IncrementalBuildOptions = {}): Promise<void> {
  const cwd = options.cwd ?? process.cwd()
  const publicDir = path.join(cwd, "public")
  const lastGood = path.join(cwd, LAST_GOOD_DIR)
  await rm(lastGood, { recursive: true, force: true })
  const hadPublic = await exists(publicDir)
  if (hadPublic) await cp(publicDir, lastGood, { recursive: true, preserveTimestamps: true })
  const { code, tail } = await runCapturing(options.command ?? ["npx", "tsx", "tools/build.ts"], { ...options, cwd })
  if (code === 0) {
    await rm(lastGood, { recursive: true, force: true })
    return
  }
  if (hadPublic) {
    await rm(publicDir, { recursive: true, force: true })
    await rename(lastGood, publicDir)
  }
  throw new BuildFailed(`The build failed (exit ${code}); the last good build is served.`, tail)
}
