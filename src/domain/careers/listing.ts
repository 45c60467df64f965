/**
 * The careers listing (spec: forms sections 2, 3, 4, 5 and 9): vacancy cards filtered by a title
 * text and by filter groups (country, job family group, location), sorted by posted date, shown
 * ten at a time with "load more". The URL's query carries the filters, so a link shows the same
 * selection.
 */
import { loadMoreVisibleCount } from "../cards"
import { DEFAULT_SORT, parseSortDirection, sortByPostedDate, toCollection, type SortDirection } from "../listings"
import { oncePerKey } from "../once-per-key"

/** Spec section 9: careers page size 10, load more by 10. */
export const CAREERS_PAGE_SIZE = 10
/** Spec section 9: a filter group shows this many values until it is expanded. */
export const FILTER_GROUP_COLLAPSED_ITEMS = 4
/** Spec section 5: the title text filters from this many characters on. */
export const TITLE_FILTER_MIN_LENGTH = 3

/** The query parameter of the title text. */
export const TITLE_PARAM = "jobPostingTitle"
/** The filter groups, by their query parameter, in the order the sidebar shows them. */
export const FILTER_GROUPS = ["jobCountry", "jobFamilyGroup", "jobLocation"] as const
export type FilterGroup = (typeof FILTER_GROUPS)[number]
/** The sort order's query parameter; newest first is the default and stays out of the URL. */
export const SORT_PARAM = "sort"

/** The spec's Careers card. */
export interface CareersCard {
  id: string
  jobPostingTitle: string
  jobCountry: string | null
  jobFamilyGroup: string | null
  /** A vacancy may be offered at several locations. */
  jobLocation: readonly string[]
  /** ISO 8601. */
  postedDate: string | null
  link: { url: string; external: boolean } | null
}

export type Selection = Readonly<Record<FilterGroup, readonly string[]>>

export interface CareersFilters {
  /** The title text as typed; it filters once it has TITLE_FILTER_MIN_LENGTH characters. */
  title: string
  selected: Selection
  sort: SortDirection
}

export const NO_SELECTION: Selection = { jobCountry: [], jobFamilyGroup: [], jobLocation: [] }
export const NO_FILTERS: CareersFilters = { title: "", selected: NO_SELECTION, sort: DEFAULT_SORT }

/** The values of a card in a group: one country and family group, one or more locations. */
export function groupValues(card: CareersCard, group: FilterGroup): readonly string[] {
  if (group === "jobLocation") return card.jobLocation
  const value = card[group]?.trim()
  return value ? [value] : []
}

/** Text compared without case or accents, so "poznan" finds "Poznań" and "zurich" "Zürich". */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLocaleLowerCase()
    .replace(/\s+/g, " ")
    .trim()
}

/** Whether the title text filters at all: spec section 5, at least three characters. */
export function titleFilterActive(title: string): boolean {
  return title.trim().length >= TITLE_FILTER_MIN_LENGTH
}

export function matchesTitle(card: CareersCard, title: string): boolean {
  return !titleFilterActive(title) || foldText(card.jobPostingTitle).includes(foldText(title))
}

/** Within a group any selected value matches (or); across groups each must match (and). */
function matchesGroup(card: CareersCard, group: FilterGroup, selected: readonly string[]): boolean {
  if (!selected.length) return true
  const values = groupValues(card, group).map(foldText)
  return selected.some((value) => values.includes(foldText(value)))
}

function matches(card: CareersCard, filters: CareersFilters, exceptGroup: FilterGroup | null = null): boolean {
  return (
    matchesTitle(card, filters.title) &&
    FILTER_GROUPS.every((group) => group === exceptGroup || matchesGroup(card, group, filters.selected[group]))
  )
}

/** The cards the filters let through, in posted-date order (equal dates keep their order). */
export function filterCards(cards: readonly CareersCard[], filters: CareersFilters): CareersCard[] {
  return sortByPostedDate(toCollection(cards), filters.sort).filter((card) => matches(card, filters))
}

export interface FilterOption {
  value: string
  /** Cards with this value among those the other filters let through. */
  count: number
  selected: boolean
}

/** One collator per language: the page asks per filter group. */
const collatorFor = oncePerKey((locale) => new Intl.Collator(locale, { sensitivity: "base" }))

/**
 * The values of a group with their counts. A group's count ignores the group's own selection (its
 * values are alternatives), so ticking a country does not make the other countries read 0. Values
 * are sorted alphabetically in the page's language.
 */
export function filterOptions(cards: readonly CareersCard[], filters: CareersFilters, group: FilterGroup, locale: string): FilterOption[] {
  const labels = new Map<string, string>()
  for (const card of cards)
    for (const value of groupValues(card, group)) if (!labels.has(foldText(value))) labels.set(foldText(value), value)
  const counts = new Map<string, number>()
  for (const card of cards) {
    if (!matches(card, filters, group)) continue
    for (const key of new Set(groupValues(card, group).map(foldText))) counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  const selected = new Set(filters.selected[group].map(foldText))
  const collator = collatorFor(locale)
  return [...labels.entries()]
    .map(([key, value]) => ({ value, count: counts.get(key) ?? 0, selected: selected.has(key) }))
    .sort((a, b) => collator.compare(a.value, b.value))
}

/**
 * The values a group shows (spec sections 4 and 9): the first four until it is expanded, or all of
 * them when there are four or fewer, or when one of them is selected.
 */
export function visibleOptions<T extends { selected: boolean }>(options: readonly T[], expanded: boolean): readonly T[] {
  const showsAll = expanded || options.length <= FILTER_GROUP_COLLAPSED_ITEMS || options.some((option) => option.selected)
  return showsAll ? options : options.slice(0, FILTER_GROUP_COLLAPSED_ITEMS)
}

/** Whether a group offers "show all": it has more than four values and none is selected. */
export function isCollapsible(options: readonly { selected: boolean }[]): boolean {
  return options.length > FILTER_GROUP_COLLAPSED_ITEMS && !options.some((option) => option.selected)
}

/** How many cards show after `loads` presses of "load more" (0 at first). */
export function visibleCardCount(total: number, loads: number): number {
  return loadMoreVisibleCount(total, CAREERS_PAGE_SIZE, loads)
}

export function toggleSort(sort: SortDirection): SortDirection {
  return sort === "desc" ? "asc" : "desc"
}

/** A value ticked or unticked in a group; the selection is otherwise unchanged. */
export function toggleValue(selection: Selection, group: FilterGroup, value: string): Selection {
  const current = selection[group]
  const key = foldText(value)
  const next = current.some((item) => foldText(item) === key) ? current.filter((item) => foldText(item) !== key) : [...current, value]
  return { ...selection, [group]: next }
}

export function hasFilters(filters: CareersFilters): boolean {
  return titleFilterActive(filters.title) || FILTER_GROUPS.some((group) => filters.selected[group].length > 0)
}

/** Longest title text and values the URL may carry; anything longer is cut. */
const PARAM_MAX_LENGTH = 100
const VALUES_MAX = 50

/**
 * The filters of a URL query: `jobPostingTitle`, each group's parameter once per ticked value
 * (`?jobCountry=Germany&jobCountry=France`; a comma list is read too), and `sort=asc`. Values
 * are matched to the cards' own values without case or accents; unknown ones are dropped.
 */
export function readFilters(search: string, cards: readonly CareersCard[]): CareersFilters {
  const params = new URLSearchParams(search)
  const title = (params.get(TITLE_PARAM) ?? "").slice(0, PARAM_MAX_LENGTH)
  const selected = { ...NO_SELECTION } as Record<FilterGroup, string[]>
  for (const group of FILTER_GROUPS) {
    const known = new Map<string, string>()
    for (const card of cards) for (const value of groupValues(card, group)) known.set(foldText(value), value)
    const wanted = params
      .getAll(group)
      .flatMap((value) => value.split(","))
      .slice(0, VALUES_MAX)
      .flatMap((value) => known.get(foldText(value.slice(0, PARAM_MAX_LENGTH))) ?? [])
    selected[group] = [...new Set(wanted)]
  }
  return { title, selected, sort: parseSortDirection(params.get(SORT_PARAM)) ?? DEFAULT_SORT }
}

/** The query of the filters, without defaults; "" when nothing is filtered. */
export function filtersQuery(filters: CareersFilters): string {
  const params = new URLSearchParams()
  if (filters.title.trim()) params.set(TITLE_PARAM, filters.title.trim())
  for (const group of FILTER_GROUPS) for (const value of filters.selected[group]) params.append(group, value)
  if (filters.sort !== DEFAULT_SORT) params.set(SORT_PARAM, filters.sort)
  const query = params.toString()
  return query ? `?${query}` : ""
}
