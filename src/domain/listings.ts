/**
 * Listings of news and knowledge articles (spec sections 3 and 4): items are kept in a collection
 * keyed by id (allIds plus byId) and sorted by their posted date, newest or oldest first.
 */

export interface Collection<T> {
  allIds: string[]
  byId: Record<string, T>
}

export interface ListingItem {
  id: string
  /** ISO 8601; items without a date sort last either way. */
  postedDate: string | null
}

export const SORT_DIRECTIONS = ["desc", "asc"] as const
export type SortDirection = (typeof SORT_DIRECTIONS)[number]
export const DEFAULT_SORT: SortDirection = "desc"

/** Items by id, in their first order; a repeated id keeps its first place and its last value. */
export function toCollection<T extends { id: string }>(items: readonly T[]): Collection<T> {
  const collection: Collection<T> = { allIds: [], byId: {} }
  for (const item of items) {
    if (!(item.id in collection.byId)) collection.allIds.push(item.id)
    collection.byId[item.id] = item
  }
  return collection
}

function timeOf(item: ListingItem): number | null {
  if (!item.postedDate) return null
  const time = Date.parse(item.postedDate)
  return Number.isNaN(time) ? null : time
}

/** The items in posted-date order; equal dates keep the collection's order. */
export function sortByPostedDate<T extends ListingItem>(collection: Collection<T>, direction: SortDirection): T[] {
  const sign = direction === "asc" ? 1 : -1
  return collection.allIds
    .map((id) => collection.byId[id])
    .map((item, index) => ({ item, index, time: timeOf(item) }))
    .sort((a, b) => {
      if (a.time === null || b.time === null) return a.time === b.time ? a.index - b.index : a.time === null ? 1 : -1
      return a.time === b.time ? a.index - b.index : sign * (a.time - b.time)
    })
    .map(({ item }) => item)
}

export function parseSortDirection(value: string | null | undefined): SortDirection | null {
  return SORT_DIRECTIONS.find((direction) => direction === value) ?? null
}
