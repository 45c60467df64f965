import { screen } from "@testing-library/react"
import { preloadAllBlocks } from "../../blocks/registry"
import { renderInLocale } from "../../test-utils/render"
import { pageContext, SHELL_DATA } from "../../test-utils/shell-data"
import { preloadShellIslands } from "../../test-utils/shell-islands"
import { preloadNodePage } from "../shared/NodePage"
import { DraftPreview } from "./DraftPreview"

const strings = require("../../i18n/nl-be/preview.json") as Record<string, string>

/** What the preview function answers for an nl-be draft of a basic page (Drupal's document without links). */
const DRAFT = {
  data: {
    type: "node--page",
    id: "7d0f1c2e-0000-4000-8000-000000000001",
    attributes: {
      langcode: "nl-be",
      title: "Algemene voorwaarden 2026 (concept)",
      status: false,
      path: { alias: "/algemene-voorwaarden" },
      body: { value: "<p>Toepasselijkheid</p>", processed: "<p>Toepasselijkheid</p>" },
      field_description: null,
      field_noindex: false,
      metatag: null,
      changed: "2026-11-20T09:00:00+00:00",
    },
    relationships: {
      field_components: { data: [{ type: "paragraph--text", id: "p1" }] },
      field_hero_image: { data: null },
      field_slides: { data: [] },
    },
  },
  included: [
    {
      type: "paragraph--text",
      id: "p1",
      attributes: { field_title: "Wat verandert er in 2026", field_text: { processed: "<p>Online verlengen.</p>" } },
      relationships: {},
    },
  ],
}

/** jsdom has no fetch Response: what the code reads of one. */
const jsonResponse = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body })

const fetchMock = jest.fn()

function renderPreview(search: string) {
  const context = pageContext({ language: "nl-be", i18n: { path: "/nl-be/preview/" } })
  return renderInLocale(<DraftPreview data={SHELL_DATA} pageContext={context} search={search} />, "nl-be", ["common", "blocks", "preview"])
}

beforeAll(() => Promise.all([preloadShellIslands(), preloadAllBlocks(), preloadNodePage()]))
beforeEach(() => {
  fetchMock.mockReset()
  global.fetch = fetchMock
})

describe("DraftPreview", () => {
  it("asks the preview function for the link's draft, uncached, and shows it in the page template under a notice", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, DRAFT))
    renderPreview("?token=v1.abc")
    expect(await screen.findByRole("heading", { level: 1, name: "Algemene voorwaarden 2026 (concept)" })).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledWith("/api/preview?token=v1.abc", expect.objectContaining({ cache: "no-store" }))
    expect(screen.getByRole("heading", { level: 2, name: "Wat verandert er in 2026" })).toBeInTheDocument()
    expect(screen.getByText("Online verlengen.")).toBeInTheDocument()
    expect(screen.getByText("Toepasselijkheid")).toBeInTheDocument()
    expect(screen.getByRole("complementary", { name: strings.preview_title })).toHaveTextContent(strings.preview_banner)
  })

  it("shows a news article's draft with its image from the preview function, and an equipment category's with what it leaves out", async () => {
    const image = "/api/preview?token=v1.abc&image=f1"
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        data: {
          type: "node--news",
          id: "7d0f1c2e-0000-4000-8000-000000000002",
          attributes: { ...DRAFT.data.attributes, title: "Nieuwe koeltrailers (concept)", field_posted_date: "2026-11-20T09:00:00+00:00" },
          relationships: { field_image: { data: { type: "media--image", id: "m1" } }, field_components: { data: [] } },
        },
        included: [
          {
            type: "media--image",
            id: "m1",
            attributes: {},
            relationships: {
              field_media_image: { data: { type: "file--file", id: "f1", meta: { alt: "Een koeltrailer", width: 1200, height: 800 } } },
            },
          },
          { type: "file--file", id: "f1", attributes: { uri: { url: image } } },
        ],
      }),
    )
    const { unmount } = renderPreview("?token=v1.abc")
    expect(await screen.findByRole("heading", { level: 1, name: "Nieuwe koeltrailers (concept)" })).toBeInTheDocument()
    expect(screen.getByRole("img", { name: "Een koeltrailer" })).toHaveAttribute("src", image)
    expect(screen.queryByText(strings.preview_not_shown_intro)).toBeNull()
    unmount()

    fetchMock.mockResolvedValue(jsonResponse(200, { ...DRAFT, data: { ...DRAFT.data, type: "node--equipment_category" } }))
    renderPreview("?token=v1.abc")
    expect(await screen.findByRole("heading", { level: 1, name: "Algemene voorwaarden 2026 (concept)" })).toBeInTheDocument()
    const notice = screen.getByRole("complementary", { name: strings.preview_title })
    expect(notice).toHaveTextContent(strings.preview_not_shown_intro)
    expect(notice).toHaveTextContent(strings.preview_not_shown_equipment_list)
  })

  it("says why an expired link is refused, in the page's language, and shows nothing of a draft", async () => {
    fetchMock.mockResolvedValue(jsonResponse(403, { error: "preview_refused", reason: "expired" }))
    renderPreview("?token=v1.abc")
    expect(await screen.findByText(strings.preview_refused_expired)).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 1, name: strings.preview_refused_title })).toBeInTheDocument()
    expect(screen.queryByRole("complementary", { name: strings.preview_title })).toBeNull()
  })

  it("refuses a page without a token without asking anything", async () => {
    renderPreview("")
    expect(await screen.findByText(strings.preview_refused_invalid)).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("shows that the draft is loading until the function answers", () => {
    fetchMock.mockReturnValue(new Promise(() => undefined))
    renderPreview("?token=v1.abc")
    expect(screen.getByText(strings.preview_loading)).toBeInTheDocument()
  })
})
