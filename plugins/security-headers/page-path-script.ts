/**
 * Gatsby writes one inline script per page with that page's path (`window.pagePath="/en/"`), so
 * every page would need its own CSP hash. The path moves into a data attribute and the script
 * reads it from there: the same script, hence the same hash, on every page.
 */
const PAGE_PATH_ASSIGNMENT = /window\.pagePath=("(?:[^"\\]|\\.)*");/

export const PAGE_PATH_READER = "window.pagePath=document.currentScript.dataset.pagePath;"

/** The script's new body and the path it reads, or null when the script is not Gatsby's page-path script. */
export function pathIndependentScript(body: string): { body: string; pagePath: string } | null {
  const match = PAGE_PATH_ASSIGNMENT.exec(body)
  if (!match) return null
  return { body: body.replace(match[0], PAGE_PATH_READER), pagePath: JSON.parse(match[1]) as string }
}
