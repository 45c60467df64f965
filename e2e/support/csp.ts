import type { Page } from "playwright-core"

interface RecordedViolation {
  directive: string
  blocked: string
  source: string
}

declare global {
  interface Window {
    __cspViolations?: RecordedViolation[]
  }
}

/**
 * Records every Content-Security-Policy violation of the page (the browser's own
 * securitypolicyviolation events, from the first moment of each document) and every CSP message on
 * the console. Call once per page, before navigating.
 */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = []
  page.on("console", (message) => {
    if (/Content Security Policy|Content-Security-Policy|Permissions-Policy/i.test(message.text())) console.push(message.text())
  })
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations?.push({ directive: event.effectiveDirective, blocked: event.blockedURI, source: event.sourceFile })
    })
  })
  /** What was blocked so far: the current document's events and every console message. */
  return async () => {
    const events = await page.evaluate(() => window.__cspViolations ?? [])
    return [...events.map((event) => `${event.directive} blocked ${event.blocked || "inline"} (${event.source})`), ...console]
  }
}
