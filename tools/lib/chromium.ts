import { existsSync } from "node:fs"
import { installFromDebian } from "./debian-package"

/** A browser from Debian's packages, driven with playwright-core (no browser download). */
export interface DebianBrowser {
  path: string
  debianPackage: string
}

/**
 * What the browser tests drive: Debian's headless shell of Chromium, the old headless mode that
 * Playwright itself runs headless tests in. The same engine as the full browser, for about a third
 * less CPU per test (docs/decisions.md, "The browser tests drive Chromium's headless shell").
 */
export const TEST_BROWSER: DebianBrowser = {
  path: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
  debianPackage: "chromium-headless-shell",
}

/** What the benchmark measures in: the full Chromium, as visitors run it (Lighthouse's new headless mode). */
export const BENCH_BROWSER: DebianBrowser = {
  path: process.env.BENCH_CHROMIUM_PATH ?? "/usr/bin/chromium",
  debianPackage: "chromium",
}

/** Installs the browser from Debian's packages when it is missing and we may (root). */
export async function ensureBrowser(browser: DebianBrowser): Promise<void> {
  if (existsSync(browser.path)) return
  await installFromDebian(browser.debianPackage, `${browser.debianPackage} is missing at ${browser.path}`)
}
