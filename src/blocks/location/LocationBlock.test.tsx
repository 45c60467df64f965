import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigate } from "gatsby"
import { mapLocationBlock } from "../../drupal/mappers/blocks/location"
import { link, media, paragraph, strings } from "../../test-utils/block-fixtures"
import { renderBlocks } from "../../test-utils/render-blocks"
import { renderInLocale, serverHtmlInLocale } from "../../test-utils/render"
import type { DataOf } from "../types"
import { LocationBlock } from "./LocationBlock"

// content/node/route/home.yaml, the location-finder card.
const locationBlock = (overrides: Record<string, unknown> = {}) =>
  paragraph("location", {
    field_title: "Find a Fleetlane location near you",
    field_title_accent: "near you",
    field_strings: strings({ placeholder: "Enter your city", submit: "Search" }),
    field_action: link("/en/locations/", "Find a location"),
    relationships: { field_image: media("map-europe.jpg", "A map of Europe with Fleetlane's locations") },
    ...overrides,
  })

beforeEach(() => (navigate as jest.Mock).mockClear())

describe("LocationBlock", () => {
  it("shows the map image and the title with its accent", () => {
    renderBlocks([locationBlock()])
    expect(screen.getByRole("img", { name: "A map of Europe with Fleetlane's locations" })).toBeInTheDocument()
    const heading = screen.getByRole("heading", { level: 2, name: "Find a Fleetlane location near you" })
    expect(heading.querySelector(".block__accent")).toHaveTextContent("near you")
  })

  it("sends the city to the button URL lower-cased, trimmed and encoded", async () => {
    renderBlocks([locationBlock()])
    const user = userEvent.setup()
    await user.type(screen.getByRole("textbox", { name: "Enter your city" }), "  Den Haag ")
    await user.click(screen.getByRole("button", { name: "Search" }))
    expect(navigate).toHaveBeenCalledWith("/en/locations/?city=den%20haag")
  })

  it("sends a city typed into the server's form before the block's code arrived", async () => {
    const view = mapLocationBlock(locationBlock() as unknown as DataOf<"paragraph__location">)!
    const container = document.body.appendChild(document.createElement("div"))
    container.innerHTML = serverHtmlInLocale(<LocationBlock view={view} locale="en" />)
    container.querySelector("input")!.value = "  Utrecht "
    renderInLocale(<LocationBlock view={view} locale="en" />, "en", ["common"], { container, hydrate: true })
    await userEvent.setup().click(screen.getByRole("button", { name: "Search" }))
    expect(navigate).toHaveBeenCalledWith("/en/locations/?city=utrecht")
  })

  it("leaves an empty city out", async () => {
    renderBlocks([locationBlock()])
    await userEvent.setup().click(screen.getByRole("button", { name: "Search" }))
    expect(navigate).toHaveBeenCalledWith("/en/locations/")
  })

  it("works without script: a GET form to the button URL with a city field", () => {
    const { container } = renderBlocks([locationBlock()])
    const form = container.querySelector("form")!
    expect(form).toHaveAttribute("action", "/en/locations/")
    expect(form).toHaveAttribute("method", "get")
    expect(screen.getByRole("textbox")).toHaveAttribute("name", "city")
  })

  it("labels the submit with the action's title when the block has no submit string", () => {
    renderBlocks([locationBlock({ field_strings: strings({ placeholder: "Enter your city" }) })])
    expect(screen.getByRole("button", { name: "Find a location" })).toBeInTheDocument()
  })

  it("renders nothing without a button URL", () => {
    expect(renderBlocks([locationBlock({ field_action: null })]).container.querySelector(".island")).toBeEmptyDOMElement()
  })
})
