import { existsSync } from "node:fs"
import { run } from "./run"

/** Debian's Chromium; browser tests drive it with playwright-core (no browser download). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

/** Installs Chromium from Debian's packages when it is missing and we may (root). */
export async function ensureChromium(): Promise<void> {
  if (existsSync(CHROMIUM_PATH)) return
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium is missing at ${CHROMIUM_PATH}: install it with "sudo apt-get install -y chromium" or set CHROMIUM_PATH.`)
  }
  console.log("Installing Chromium from Debian's packages...")
  await run("apt-get", ["update", "-qq"])
  await run("apt-get", ["install", "-y", "-qq", "chromium"], { env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } })
}
