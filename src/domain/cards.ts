import { pageWindow, type PageLink } from "./pagination"

/**
 * Rules of cards and card lists (spec sections 4 and 9): title markers, long hover titles, image
 * aspect ratios, and how many cards a list shows with "load more" or with pagination.
 */

/** Titles longer than this, in a list with hover titles, get the long-hover style. */
export const LONG_HOVER_TITLE_LENGTH = 71

/** Written in a title where the electric icon goes, e.g. "e-Reefer :electric:". */
export const ELECTRIC_MARKER = ":electric:"

export type TitleSegment = { kind: "text"; text: string } | { kind: "electric" }

/** A card title as text and electric icons, in order; whitespace-only text around a marker is dropped. */
export function titleSegments(title: string): TitleSegment[] {
  return title.split(ELECTRIC_MARKER).flatMap((text, index): TitleSegment[] => {
    const icon: TitleSegment[] = index > 0 ? [{ kind: "electric" }] : []
    return text.trim() ? [...icon, { kind: "text", text }] : icon
  })
}

/** The title as words only, without markers: what its length is measured on. */
export function plainTitle(title: string): string {
  return title.split(ELECTRIC_MARKER).join(" ").replace(/\s+/g, " ").trim()
}

export function hasLongHoverTitle(title: string, hoverTitles: boolean): boolean {
  return hoverTitles && plainTitle(title).length > LONG_HOVER_TITLE_LENGTH
}

/** A limit of 0 (or none) means all cards. */
export function showsAll(limit: number | null | undefined): boolean {
  return !limit || limit <= 0
}

/** "Load more": after `loads` presses (0 at first) the list shows the first limit * (loads + 1) cards. */
export function loadMoreVisibleCount(total: number, limit: number | null | undefined, loads: number): number {
  if (showsAll(limit)) return total
  return Math.min(total, limit! * (Math.max(0, loads) + 1))
}

/** Whether a list of `total` cards shows them a page or a "load more" at a time (else all at once). */
export function isPaged(total: number, limit: number | null | undefined): boolean {
  return pageCount(total, limit) > 1
}

/** Pagination: a page size equal to the limit; at least one page, even when empty. */
export function pageCount(total: number, limit: number | null | undefined): number {
  if (showsAll(limit)) return 1
  return Math.max(1, Math.ceil(total / limit!))
}

/** A page number from the URL, kept within 1..pages; anything that is not a page number is page 1. */
export function clampPage(page: number | null | undefined, pages: number): number {
  if (!page || !Number.isInteger(page) || page < 1) return 1
  return Math.min(page, Math.max(1, pages))
}

/** The cards of one page. */
export function pageItems<T>(items: readonly T[], limit: number | null | undefined, page: number): T[] {
  if (showsAll(limit)) return [...items]
  const current = clampPage(page, pageCount(items.length, limit))
  return items.slice((current - 1) * limit!, current * limit!)
}

/**
 * The page numbers a card list's pagination shows: the first, the last, and `radius` pages either
 * side of the current one, with a gap where numbers are left out.
 */
export function paginationWindow(current: number, pages: number, radius = 1): PageLink[] {
  return pageWindow(current, pages, { edge: 1, radius })
}
