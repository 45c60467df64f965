import { existsSync } from "node:fs"
import { installFromDebian } from "./debian-package"

/** Debian's Chromium; browser tests drive it with playwright-core (no browser download). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

/** Installs Chromium from Debian's packages when it is missing and we may (root). */
export async function ensureChromium(): Promise<void> {
  if (existsSync(CHROMIUM_PATH)) return
  await installFromDebian("chromium", `Chromium is missing at ${CHROMIUM_PATH} (or set CHROMIUM_PATH)`)
}
