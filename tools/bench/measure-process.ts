import { spawn } from "node:child_process"
import { readdirSync, readFileSync } from "node:fs"

export interface ProcessRun {
  wallSeconds: number
  /** The peak of the process tree's resident memory, summed over its processes. */
  peakRssMb: number
  /** The peak of its proportional set size (shared pages counted once): the memory the build needs. */
  peakPssMb: number
  exitCode: number | null
  output: string
}

/** The pids of a process and all its descendants, from /proc, with each one's resident memory in kB. */
function processTree(rootPid: number): Map<number, number> {
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
  const tree = new Map<number, number>()
  const stack = [rootPid]
  while (stack.length) {
    const pid = stack.pop()!
    tree.set(pid, rss.get(pid) ?? 0)
    stack.push(...(children.get(pid) ?? []))
  }
  return tree
}

/**
 * The proportional set size of the processes, in kB: each page they share (Gatsby's LMDB store,
 * which the main process and every worker map; Node's own code) counted once, split between them.
 * Resident memory counts a shared page in every process that maps it, so the tree's sum of it
 * overstates what the build needs; a container's memory limit counts the page once.
 */
function treePssKb(pids: Iterable<number>): number {
  let total = 0
  for (const pid of pids) {
    try {
      total += Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, "utf8"))?.[1] ?? 0)
    } catch {
      // The process ended while we looked, or the kernel has no smaps_rollup (before 4.14).
    }
  }
  return total
}

/** Reading smaps_rollup costs some 20 ms per GB mapped, so the proportional figure is sampled less often. */
const PSS_SAMPLE_MS = 1000

/** Follows a process tree's memory: the peaks of its resident memory and of its proportional set size. */
class TreeMemoryPeaks {
  rssKb = 0
  pssKb = 0
  private lastPssSample = 0

  sample(rootPid: number, now = Date.now()): void {
    const tree = processTree(rootPid)
    let rss = 0
    for (const residentKb of tree.values()) rss += residentKb
    this.rssKb = Math.max(this.rssKb, rss)
    // A proportional size is never above the resident size: a sample whose resident memory is not
    // above the peak so far cannot raise it, so it is not read.
    if (rss <= this.pssKb || now - this.lastPssSample < PSS_SAMPLE_MS) return
    this.lastPssSample = now
    this.pssKb = Math.max(this.pssKb, treePssKb(tree.keys()))
  }
}

/** Runs a command to its end: wall time and the peak memory of its whole process tree. */
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
    const peaks = new TreeMemoryPeaks()
    const sampler = setInterval(() => {
      if (child.pid) peaks.sample(child.pid)
    }, 250)
    child.once("error", reject)
    child.once("exit", (exitCode) => {
      clearInterval(sampler)
      resolve({ wallSeconds: Number(process.hrtime.bigint() - started) / 1e9, peakRssMb: Math.round(peaks.rssKb / 1024), peakPssMb: Math.round(peaks.pssKb / 1024), exitCode, output })
    })
  })
}
