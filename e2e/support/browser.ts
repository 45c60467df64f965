import { readFileSync } from "node:fs"
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core"
import { TEST_BROWSER } from "../../tools/lib/chromium"

export const BASE_URL = process.env.E2E_BASE_URL ?? "http://localhost:8888"

/** Flags that keep Chromium quiet on a machine without outside network. */
const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
]

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: TEST_BROWSER.path, args: CHROMIUM_FLAGS })
}

export interface BrowserSession {
  browser: Browser
  context: BrowserContext
  page: Page
}

/**
 * One browser for the test file, and a new context and page (with these options) for every test,
 * opened and closed by Jest hooks. `onOpen` gets them before each test.
 */
export function useBrowserPage(options: BrowserContextOptions, onOpen: (session: BrowserSession) => void): void {
  let browser: Browser | undefined
  let context: BrowserContext | undefined
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })
  beforeEach(async () => {
    context = await browser!.newContext(options)
    onOpen({ browser: browser!, context, page: await context.newPage() })
  })
  afterEach(async () => {
    await context?.close()
  })
}

export function url(path: string): string {
  return new URL(path, BASE_URL).toString()
}

const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8")

interface AxeViolation {
  id: string
  help: string
  nodes: Array<{ target: string[] }>
}

/** Runs axe-core (WCAG 2.2 A and AA rules) in the page; returns the violations, summarised. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Once per document: compiling axe's 550 KB again for a second check of the same page cost about 0.8 s.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE)
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe
    const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] } })
    return result.violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target })),
    }))
  })
  return violations.map(
    (violation: AxeViolation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  )
}

/**
 * Waits until React has hydrated the element (its handlers sit on it): a click before then reaches
 * static HTML and does nothing. By default the header's first button, hydrated with the page.
 */
export async function waitForHydration(page: Page, selector = "header.site-header button"): Promise<void> {
  await page.waitForFunction(
    (target) => Object.keys(document.querySelector(target) ?? {}).some((key) => key.startsWith("__react")),
    selector,
  )
}

/** Loads a page and waits until React has hydrated it. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(url(path))
  await waitForHydration(page)
  return response
}
