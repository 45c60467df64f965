import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigate } from "gatsby"
import { renderInLocale } from "../../test-utils/render"
import { LocationBlock } from "./LocationBlock"

const data = {
  field_title: "Find a Fleetlane location near you",
  field_title_accent: "near you",
  field_strings: [
    { key: "placeholder", value: "Enter your city" },
    { key: "submit", value: "Search" },
  ],
  field_action: { url: "/en/locations/", title: "Find a location" },
  relationships: { field_image: null },
} as unknown as Queries.LocationBlockFragment

beforeEach(() => (navigate as jest.Mock).mockClear())

describe("LocationBlock", () => {
  it("sends the city to the button URL lower-cased, trimmed and encoded", async () => {
    renderInLocale(<LocationBlock data={data} locale="en" />)
    const user = userEvent.setup()
    await user.type(screen.getByRole("textbox", { name: "Enter your city" }), "  Den Haag ")
    await user.click(screen.getByRole("button", { name: "Search" }))
    expect(navigate).toHaveBeenCalledWith("/en/locations/?city=den%20haag")
  })

  it("leaves an empty city out", async () => {
    renderInLocale(<LocationBlock data={data} locale="en" />)
    await userEvent.setup().click(screen.getByRole("button", { name: "Search" }))
    expect(navigate).toHaveBeenCalledWith("/en/locations/")
  })

  it("works without script: a GET form to the button URL with a city field", () => {
    const { container } = renderInLocale(<LocationBlock data={data} locale="en" />)
    const form = container.querySelector("form")!
    expect(form).toHaveAttribute("action", "/en/locations/")
    expect(form).toHaveAttribute("method", "get")
    expect(screen.getByRole("textbox")).toHaveAttribute("name", "city")
  })

  it("shows the title with its accent", () => {
    renderInLocale(<LocationBlock data={data} locale="en" />)
    const heading = screen.getByRole("heading", { level: 2, name: "Find a Fleetlane location near you" })
    expect(heading.querySelector(".title-accent")).toHaveTextContent("near you")
  })
})
