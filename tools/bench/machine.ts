import { execFileSync } from "node:child_process"
import os from "node:os"

export interface Machine {
  date: string
  commit: string
  dirty: boolean
  cpus: string
  cores: number
  memoryGb: number
  os: string
  node: string
}

export function machine(): Machine {
  const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8" }).trim()
  return {
    date: new Date().toISOString(),
    commit: git("rev-parse", "HEAD"),
    // The bench's own output (bench/) is not a change to what it measures.
    dirty: git("status", "--porcelain", "--untracked-files=no", "--", ".", ":(exclude)bench").length > 0,
    cpus: os.cpus()[0]?.model ?? "unknown",
    cores: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
  }
}
