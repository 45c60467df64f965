import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import type { CareersCard } from "../../domain/careers/listing"
import { renderInLocale } from "../../test-utils/render"
import { CareersListing } from "./CareersListing"

const COUNTRIES = ["Netherlands", "Germany", "France", "Belgium", "Poland", "Italy"]

/** Sixteen vacancies, one a day in September 2025: v16 is the newest. */
const cards: CareersCard[] = Array.from({ length: 16 }, (_, index) => ({
  id: `v${index + 1}`,
  jobPostingTitle: index % 4 === 0 ? `Trailer mechanic ${index + 1}` : `Service planner ${index + 1}`,
  jobCountry: COUNTRIES[index % COUNTRIES.length],
  jobFamilyGroup: index % 4 === 0 ? "Technical service" : "Operations",
  jobLocation: index === 0 ? ["Rotterdam", "Venlo"] : [`City ${index + 1}`],
  postedDate: `2025-09-${String(index + 1).padStart(2, "0")}T08:00:00Z`,
  link: index === 1 ? { url: "https://careers.example/jobs/2", external: true } : { url: `/en/vacancies/v${index + 1}/`, external: false },
}))

function renderListing(search = "") {
  window.history.replaceState(null, "", `/en/careers/${search}`)
  return renderInLocale(<CareersListing cards={cards} locale="en" />, "en", ["careers"])
}

describe("CareersListing", () => {
  it("shows the ten newest, then ten more", async () => {
    renderListing()
    expect(screen.getByRole("status")).toHaveTextContent("Vacancies found: 16")
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(10)
    expect(screen.getAllByRole("heading", { level: 3 })[0]).toHaveTextContent("Service planner 16")
    await userEvent.click(screen.getByRole("button", { name: "Show more vacancies" }))
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(16)
    expect(screen.queryByRole("button", { name: "Show more vacancies" })).not.toBeInTheDocument()
    // Focus continues at the first new card.
    expect(document.activeElement).toHaveTextContent("Service planner 6")
  })

  it("toggles the order by date", async () => {
    renderListing()
    await userEvent.click(screen.getByRole("button", { name: "Sort by date: newest first" }))
    expect(screen.getAllByRole("heading", { level: 3 })[0]).toHaveTextContent("Trailer mechanic 1")
    expect(window.location.search).toBe("?sort=asc")
    expect(screen.getByRole("button", { name: "Sort by date: oldest first" })).toBeInTheDocument()
  })

  it("pre-ticks the filters of the URL", () => {
    renderListing("?jobCountry=Netherlands&jobFamilyGroup=Technical%20service")
    expect(screen.getByRole("checkbox", { name: "Netherlands (2)" })).toBeChecked()
    expect(screen.getByRole("checkbox", { name: "Technical service (2)" })).toBeChecked()
    expect(screen.getByRole("checkbox", { name: "Operations (1)" })).not.toBeChecked()
    expect(screen.getByRole("status")).toHaveTextContent("Vacancies found: 2")
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Trailer mechanic 13",
      "Trailer mechanic 1",
    ])
  })

  it("filters by title from three characters and writes the filters to the URL", async () => {
    renderListing()
    const title = screen.getByRole("searchbox", { name: "Job title" })
    await userEvent.type(title, "me")
    expect(screen.getByRole("status")).toHaveTextContent("Vacancies found: 16")
    await userEvent.type(title, "c")
    expect(screen.getByRole("status")).toHaveTextContent("Vacancies found: 4")
    await userEvent.click(screen.getByRole("checkbox", { name: "France (1)" }))
    expect(window.location.search).toBe("?jobPostingTitle=mec&jobCountry=France")
    expect(screen.getByRole("status")).toHaveTextContent("Vacancies found: 1")
  })

  it("shows four values of a long group until expanded, all when one is ticked", async () => {
    renderListing()
    const countries = screen.getByRole("group", { name: "Country" })
    expect(within(countries).getAllByRole("checkbox")).toHaveLength(4)
    const expand = within(countries).getByRole("button", { name: "Show all (6)" })
    expect(expand).toHaveAttribute("aria-expanded", "false")
    await userEvent.click(expand)
    expect(within(countries).getAllByRole("checkbox")).toHaveLength(6)
    await userEvent.click(within(countries).getByRole("button", { name: "Show fewer" }))
    expect(within(countries).getAllByRole("checkbox")).toHaveLength(4)
    // A group of two shows both without a button.
    const families = screen.getByRole("group", { name: "Job family" })
    expect(within(families).getAllByRole("checkbox")).toHaveLength(2)
    expect(within(families).queryByRole("button")).not.toBeInTheDocument()
  })

  it("says when nothing matches and clears the filters", async () => {
    renderListing("?jobPostingTitle=astronaut")
    expect(screen.getByText("No vacancies match your search.")).toBeInTheDocument()
    const clearButtons = screen.getAllByRole("button", { name: "Clear all filters" })
    await userEvent.click(clearButtons[clearButtons.length - 1])
    expect(screen.getByRole("status")).toHaveTextContent("Vacancies found: 16")
    expect(window.location.search).toBe("")
    expect(screen.getByRole("searchbox", { name: "Job title" })).toHaveFocus()
  })

  it("says so when a locale has no vacancies at all", () => {
    renderInLocale(<CareersListing cards={[]} locale="de-ch" />, "de-ch", ["careers"])
    expect(screen.getByText("Derzeit gibt es hier keine offenen Stellen.")).toBeInTheDocument()
    expect(screen.queryByRole("search")).not.toBeInTheDocument()
  })

  it("links cards to the vacancy, or to the recruiting portal", async () => {
    renderListing("?sort=asc")
    expect(screen.getByRole("link", { name: "Trailer mechanic 1" })).toHaveAttribute("href", "/en/vacancies/v1/")
    expect(screen.getByRole("link", { name: "Service planner 2 (opens our recruiting portal)" })).toHaveAttribute(
      "href",
      "https://careers.example/jobs/2",
    )
  })
})
