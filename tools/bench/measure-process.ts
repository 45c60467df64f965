import { spawn } from "node:child_process"
import { readdirSync, readFileSync } from "node:fs"

export interface ProcessRun {
  wallSeconds: number
  peakRssMb: number
  exitCode: number | null
  output: string
}

/** Resident memory of a process and all its descendants, in kB, from /proc. */
function treeRssKb(rootPid: number): number {
  const children = new Map<number, number[]>()
  const rss = new Map<number, number>()
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const status = readFileSync(`/proc/${entry}/status`, "utf8")
      const parent = Number(/PPid:\s+(\d+)/.exec(status)?.[1])
      rss.set(Number(entry), Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0))
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)])
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0
  const stack = [rootPid]
  while (stack.length) {
    const pid = stack.pop()!
    total += rss.get(pid) ?? 0
    stack.push(...(children.get(pid) ?? []))
  }
  return total
}

/** Runs a command to its end: wall time and the peak resident memory of its whole process tree. */
export function measureProcess(command: string, args: string[], env: NodeJS.ProcessEnv, cwd = process.cwd()): Promise<ProcessRun> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    const child = spawn(command, args, { env, cwd, stdio: ["ignore", "pipe", "pipe"] })
    let output = ""
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-200_000)
    }
    child.stdout.on("data", keep)
    child.stderr.on("data", keep)
    let peakKb = 0
    const sampler = setInterval(() => {
      if (child.pid) peakKb = Math.max(peakKb, treeRssKb(child.pid))
    }, 250)
    child.once("error", reject)
    child.once("exit", (exitCode) => {
      clearInterval(sampler)
      resolve({ wallSeconds: Number(process.hrtime.bigint() - started) / 1e9, peakRssMb: Math.round(peakKb / 1024), exitCode, output })
    })
  })
}
