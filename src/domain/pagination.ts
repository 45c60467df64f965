/**
 * Which page numbers a pagination shows: `edge` pages at either end, `radius` pages either side of
 * the current one, and a gap where numbers are left out. Card lists show one page at either end;
 * site search shows three (spec: forms section 9).
 */
export type PageLink = { kind: "page"; page: number } | { kind: "gap" }

export interface PageWindowOptions {
  /** Pages always shown at the start and at the end. */
  edge: number
  /** Pages shown either side of the current one. */
  radius: number
}

export function pageWindow(current: number, pages: number, { edge, radius }: PageWindowOptions): PageLink[] {
  if (pages < 1) return []
  const shown = new Set<number>()
  const add = (page: number) => {
    if (page >= 1 && page <= pages) shown.add(page)
  }
  for (let page = 1; page <= edge; page++) {
    add(page)
    add(pages - page + 1)
  }
  for (let page = current - radius; page <= current + radius; page++) add(page)
  const sorted = [...shown].sort((a, b) => a - b)
  const links: PageLink[] = []
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1]
    // A gap standing for a single page would take as much room as the page itself: show the page.
    if (previous !== undefined && page - previous === 2) links.push({ kind: "page", page: previous + 1 })
    else if (previous !== undefined && page - previous > 2) links.push({ kind: "gap" })
    links.push({ kind: "page", page })
  })
  return links
}
