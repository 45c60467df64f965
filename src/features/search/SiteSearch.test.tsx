import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigate } from "gatsby"
import { renderInLocale } from "../../test-utils/render"
import { SiteSearch } from "./SiteSearch"

const NAMESPACES = ["search", "common"]

function answer(count: number, titles: string[]) {
  return {
    jsonapi: { version: "1.0" },
    data: titles.map((title, index) => ({
      type: "node--page",
      id: `id-${index}`,
      attributes: {
        metatag: [
          { tag: "meta", attributes: { name: "title", content: `${title} | Fleetlane` } },
          { tag: "meta", attributes: { name: "description", content: `About ${title}.` } },
        ],
        path: { alias: `/${title.toLowerCase().replace(/\s+/g, "-")}`, langcode: "en" },
      },
    })),
    meta: { count },
  }
}

/** jsdom has no fetch Response: what the code reads of one. */
const jsonResponse = (body: unknown, status = 200) => ({ ok: status < 400, status, statusText: "", json: async () => body })

const fetchMock = jest.fn()

beforeEach(() => {
  fetchMock.mockReset()
  global.fetch = fetchMock
  jest.mocked(navigate).mockClear()
})

function renderSearch(locationSearch: string, locale = "en") {
  return renderInLocale(
    <SiteSearch locale={locale} path={`/${locale}/search/`} locationSearch={locationSearch} brandName="Fleetlane" />,
    locale,
    NAMESPACES,
  )
}

describe("SiteSearch", () => {
  it("searches the URL's keyword and page and shows the results with their links", async () => {
    fetchMock.mockResolvedValue(jsonResponse(answer(23, ["Reefer trailers", "Cold chain"])))
    renderSearch("?keyword=Reefer&page=2")
    expect(await screen.findByRole("heading", { name: "Results for “reefer”: 23" })).toBeInTheDocument()
    const url = new URL(fetchMock.mock.calls[0][0], "http://localhost")
    expect(url.pathname).toBe("/cms/en/api/index/search")
    expect(url.searchParams.get("filter[fulltext]")).toBe("reefer")
    expect(url.searchParams.get("page[offset]")).toBe("10")
    expect(screen.getByRole("link", { name: "Reefer trailers" })).toHaveAttribute("href", "/en/reefer-trailers/")
    expect(screen.getByText("About Cold chain.")).toBeInTheDocument()
    expect(screen.getByText("Page 2 of 3")).toBeInTheDocument()
    const pagination = screen.getByRole("navigation", { name: "Search results pages" })
    expect(within(pagination).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page")
    expect(within(pagination).getByRole("link", { name: "Page 3" })).toHaveAttribute("href", "/en/search/?keyword=reefer&page=3")
    expect(within(pagination).getByRole("link", { name: /Previous page/ })).toHaveAttribute("href", "/en/search/?keyword=reefer")
    expect(screen.getByRole("searchbox", { name: "Search term" })).toHaveValue("reefer")
  })

  it("shows the no-results text", async () => {
    fetchMock.mockResolvedValue(jsonResponse(answer(0, [])))
    renderSearch("?keyword=submarine")
    expect(await screen.findByRole("heading", { name: "No results for “submarine”" })).toBeInTheDocument()
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument()
  })

  it("shows a message and logs when the call fails", async () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined)
    fetchMock.mockResolvedValue(jsonResponse({ errors: [] }, 502))
    renderSearch("?keyword=reefer")
    expect(await screen.findByRole("alert")).toHaveTextContent("Search is not available right now")
    expect(log).toHaveBeenCalledWith("Site search failed:", expect.any(Error))
    log.mockRestore()
  })

  it("does not call the index for a keyword without a word of three characters, and says why", async () => {
    renderSearch("?keyword=ab")
    expect(await screen.findByRole("alert")).toHaveTextContent("Your search term needs a word of at least 3 characters.")
    expect(screen.getByRole("button", { name: "Search" })).toBeDisabled()
    expect(screen.getByRole("searchbox")).toHaveAttribute("aria-invalid", "true")
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("keeps the button disabled while the keyword is in error and searches a trimmed, lower-case keyword", async () => {
    const user = userEvent.setup()
    renderSearch("")
    const field = screen.getByRole("searchbox", { name: "Search term" })
    const button = screen.getByRole("button", { name: "Search" })
    expect(button).toBeDisabled()
    expect(screen.queryByRole("alert")).not.toBeInTheDocument()
    await user.type(field, "e v")
    expect(button).toBeDisabled()
    expect(screen.getByRole("alert")).toHaveTextContent("at least 3 characters")
    await user.clear(field)
    await user.type(field, "  Cold CHAIN {Enter}")
    expect(button).toBeEnabled()
    expect(screen.queryByRole("alert")).not.toBeInTheDocument()
    expect(navigate).toHaveBeenCalledWith("/en/search/?keyword=cold+chain")
  })

  it("speaks the visitor's language", async () => {
    fetchMock.mockResolvedValue(jsonResponse(answer(0, [])))
    renderSearch("?keyword=koeltrailer", "nl")
    expect(await screen.findByRole("heading", { name: "Geen resultaten voor ‘koeltrailer’" })).toBeInTheDocument()
    await waitFor(() => expect(new URL(fetchMock.mock.calls[0][0], "http://localhost").searchParams.get("filter[langcode]")).toBe("nl"))
  })
})
