import { screen } from "@testing-library/react"
import { renderInLocale } from "../test-utils/render"
import { Blocks } from "./Blocks"
import { preloadAllBlocks } from "./registry"

const text = {
  __typename: "paragraph__text",
  id: "p1",
  field_title: "Welcome",
  field_text: { processed: "<p>Rent or lease trailers.</p>" },
}
const unknown = { __typename: "paragraph__hologram", id: "p2" }

describe("Blocks", () => {
  beforeAll(preloadAllBlocks)
  const environment = process.env.NODE_ENV
  afterEach(() => {
    process.env.NODE_ENV = environment
  })

  it("renders each paragraph with the block registered for its type, in order", () => {
    renderInLocale(<Blocks blocks={[text, null]} locale="en" />)
    expect(screen.getByRole("heading", { level: 2, name: "Welcome" })).toBeInTheDocument()
    expect(screen.getByText("Rent or lease trailers.")).toBeInTheDocument()
  })

  it("renders nothing for an unknown type in production", () => {
    process.env.NODE_ENV = "production"
    const { container } = renderInLocale(<Blocks blocks={[unknown]} locale="en" />)
    expect(container).toBeEmptyDOMElement()
  })

  it("shows a notice naming an unknown type in development", () => {
    process.env.NODE_ENV = "development"
    renderInLocale(<Blocks blocks={[unknown]} locale="en" />)
    expect(screen.getByRole("note")).toHaveTextContent("hologram")
  })
})
