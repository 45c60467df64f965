import {
  CAREERS_PAGE_SIZE,
  filterCards,
  filterOptions,
  filtersQuery,
  foldText,
  hasFilters,
  isCollapsible,
  NO_FILTERS,
  readFilters,
  titleFilterActive,
  toggleSort,
  toggleValue,
  visibleCardCount,
  visibleOptions,
  type CareersCard,
  type CareersFilters,
} from "./listing"

const card = (id: string, title: string, country: string, family: string, locations: string[], postedDate: string | null): CareersCard => ({
  id,
  jobPostingTitle: title,
  jobCountry: country,
  jobFamilyGroup: family,
  jobLocation: locations,
  postedDate,
  link: { url: `/en/vacancies/${id}/`, external: false },
})

// A slice of the English demo vacancies.
const cards: CareersCard[] = [
  card("poznan", "Trailer mechanic, Poznań", "Poland", "Technical service", ["Poznań"], "2025-04-14T08:00:00Z"),
  card("belgium", "Trailer mechanic, Antwerp or Ghent", "Belgium", "Technical service", ["Antwerp", "Ghent"], "2025-09-22T08:00:00Z"),
  card("utrecht", "Account manager, central Netherlands", "Netherlands", "Sales", ["Utrecht"], "2025-06-02T08:00:00Z"),
  card("milan", "Account manager, Lombardy", "Italy", "Sales", ["Milan"], "2025-06-23T08:00:00Z"),
  card(
    "nl-mech",
    "Trailer mechanic, Netherlands",
    "Netherlands",
    "Technical service",
    ["Rotterdam", "Venlo", "Eindhoven"],
    "2025-08-18T08:00:00Z",
  ),
  card("dublin", "Service planner, Dublin", "Ireland", "Operations", ["Dublin"], "2025-07-14T08:00:00Z"),
  card("undated", "Workshop helper", "Ireland", "Operations", ["Dublin"], null),
]

const filters = (changes: Partial<CareersFilters>): CareersFilters => ({ ...NO_FILTERS, ...changes })
const ids = (list: readonly CareersCard[]) => list.map((item) => item.id)

describe("sorting", () => {
  it("shows the newest first by default, undated last", () => {
    expect(ids(filterCards(cards, NO_FILTERS))).toEqual(["belgium", "nl-mech", "dublin", "milan", "utrecht", "poznan", "undated"])
  })

  it("toggles between newest and oldest first", () => {
    expect(toggleSort("desc")).toBe("asc")
    expect(toggleSort("asc")).toBe("desc")
    expect(ids(filterCards(cards, filters({ sort: "asc" })))).toEqual([
      "poznan",
      "utrecht",
      "milan",
      "dublin",
      "nl-mech",
      "belgium",
      "undated",
    ])
  })
})

describe("the title filter", () => {
  it("filters from three characters on", () => {
    expect(titleFilterActive("ac")).toBe(false)
    expect(titleFilterActive("  ac ")).toBe(false)
    expect(titleFilterActive("acc")).toBe(true)
    expect(filterCards(cards, filters({ title: "ac" }))).toHaveLength(cards.length)
    expect(ids(filterCards(cards, filters({ title: "acc" })))).toEqual(["milan", "utrecht"])
  })

  it("ignores case and accents", () => {
    expect(foldText("Poznań")).toBe("poznan")
    expect(ids(filterCards(cards, filters({ title: "POZNAN" })))).toEqual(["poznan"])
  })
})

describe("the filter groups", () => {
  it("match any ticked value within a group and every group", () => {
    const selected = { jobCountry: ["Netherlands", "Belgium"], jobFamilyGroup: ["Technical service"], jobLocation: [] }
    expect(ids(filterCards(cards, filters({ selected })))).toEqual(["belgium", "nl-mech"])
  })

  it("match a vacancy by any of its locations", () => {
    const selected = { jobCountry: [], jobFamilyGroup: [], jobLocation: ["Venlo"] }
    expect(ids(filterCards(cards, filters({ selected })))).toEqual(["nl-mech"])
  })

  it("count each value among the cards the other filters let through", () => {
    const selected = { jobCountry: ["Netherlands"], jobFamilyGroup: [], jobLocation: [] }
    const countries = filterOptions(cards, filters({ selected }), "jobCountry", "en")
    // The group's own selection does not narrow its counts: the other countries stay choosable.
    expect(countries).toEqual([
      { value: "Belgium", count: 1, selected: false },
      { value: "Ireland", count: 2, selected: false },
      { value: "Italy", count: 1, selected: false },
      { value: "Netherlands", count: 2, selected: true },
      { value: "Poland", count: 1, selected: false },
    ])
    const families = filterOptions(cards, filters({ selected }), "jobFamilyGroup", "en")
    expect(families).toEqual([
      { value: "Operations", count: 0, selected: false },
      { value: "Sales", count: 1, selected: false },
      { value: "Technical service", count: 1, selected: false },
    ])
  })

  it("count with the title text too", () => {
    const countries = filterOptions(cards, filters({ title: "mechanic" }), "jobCountry", "en")
    expect(countries.map(({ value, count }) => `${value} ${count}`)).toEqual([
      "Belgium 1",
      "Ireland 0",
      "Italy 0",
      "Netherlands 1",
      "Poland 1",
    ])
  })

  it("sort values in the page's language", () => {
    const swedish = [card("a", "A", "Österrike", "X", ["Wien"], null), card("b", "B", "Sverige", "X", ["Göteborg"], null)]
    expect(filterOptions(swedish, NO_FILTERS, "jobCountry", "sv").map((option) => option.value)).toEqual(["Sverige", "Österrike"])
  })

  it("tick and untick values", () => {
    const once = toggleValue(NO_FILTERS.selected, "jobCountry", "Italy")
    expect(once.jobCountry).toEqual(["Italy"])
    expect(toggleValue(once, "jobCountry", "italy").jobCountry).toEqual([])
    expect(hasFilters(filters({ selected: once }))).toBe(true)
    expect(hasFilters(filters({ title: "ab" }))).toBe(false)
  })
})

describe("collapsed filter groups", () => {
  const options = (count: number, selectedIndex = -1) =>
    Array.from({ length: count }, (_, index) => ({ value: `v${index}`, count: 1, selected: index === selectedIndex }))

  it("show four values until expanded", () => {
    expect(visibleOptions(options(6), false)).toHaveLength(4)
    expect(visibleOptions(options(6), true)).toHaveLength(6)
    expect(isCollapsible(options(6))).toBe(true)
  })

  it("show all when there are four or fewer", () => {
    expect(visibleOptions(options(4), false)).toHaveLength(4)
    expect(visibleOptions(options(3), false)).toHaveLength(3)
    expect(isCollapsible(options(4))).toBe(false)
  })

  it("show all when one is selected, even a hidden one", () => {
    expect(visibleOptions(options(9, 7), false)).toHaveLength(9)
    expect(isCollapsible(options(9, 7))).toBe(false)
  })
})

describe("paging", () => {
  it("shows ten cards, ten more per load", () => {
    expect(CAREERS_PAGE_SIZE).toBe(10)
    expect(visibleCardCount(16, 0)).toBe(10)
    expect(visibleCardCount(16, 1)).toBe(16)
    expect(visibleCardCount(35, 2)).toBe(30)
    expect(visibleCardCount(7, 0)).toBe(7)
    expect(visibleCardCount(0, 0)).toBe(0)
  })
})

describe("the URL query", () => {
  it("pre-ticks the filters of the query, matched to the cards' values", () => {
    const read = readFilters("?jobPostingTitle=mech&jobCountry=netherlands&jobCountry=Belgium&jobLocation=Atlantis&sort=asc", cards)
    expect(read).toEqual({
      title: "mech",
      selected: { jobCountry: ["Netherlands", "Belgium"], jobFamilyGroup: [], jobLocation: [] },
      sort: "asc",
    })
  })

  it("reads comma lists and ignores unknown sorts", () => {
    const read = readFilters("?jobLocation=Venlo,Dublin&sort=sideways", cards)
    expect(read.selected.jobLocation).toEqual(["Venlo", "Dublin"])
    expect(read.sort).toBe("desc")
  })

  it("writes the filters back without defaults", () => {
    expect(filtersQuery(NO_FILTERS)).toBe("")
    const selected = { jobCountry: ["Netherlands", "Belgium"], jobFamilyGroup: [], jobLocation: ["Sankt Pölten"] }
    const query = filtersQuery(filters({ title: " mech ", selected, sort: "asc" }))
    expect(query).toBe("?jobPostingTitle=mech&jobCountry=Netherlands&jobCountry=Belgium&jobLocation=Sankt+P%C3%B6lten&sort=asc")
    expect(readFilters(query, [...cards, card("sp", "X", "Austria", "Y", ["Sankt Pölten"], null)])).toEqual({
      title: "mech",
      selected,
      sort: "asc",
    })
  })
})
