import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { paragraph } from "../../test-utils/block-fixtures"
import { renderBlocks } from "../../test-utils/render-blocks"

// content/node/route/rental.yaml, "Frequently asked questions about rental".
const questions = [
  ["How long can I rent a trailer?", "<p>From one day to several months. For longer periods a lease is often cheaper.</p>"],
  ["Is maintenance included?", "<p>Yes. Scheduled maintenance and repairs due to normal wear are included.</p>"],
  ["Can I rent a trailer with a <b>tail lift</b>?", "<p>Yes, ask your branch about availability.</p>"],
  ["What do I need to collect a trailer?", ""],
].map(([question, answer], index) => ({ id: `faq-${index}`, field_title: question, field_text: { processed: answer } }))

const faq = (overrides: Record<string, unknown> = {}) =>
  paragraph("faq", { field_title: "Frequently asked questions about rental", relationships: { field_items: questions }, ...overrides })

function structuredData(container: HTMLElement) {
  const scripts = container.querySelectorAll('script[type="application/ld+json"]')
  return [...scripts].map((script) => JSON.parse(script.textContent ?? ""))
}

describe("FaqBlock", () => {
  it("shows the questions as an accordion", async () => {
    const user = userEvent.setup()
    renderBlocks([faq()])
    await user.click(screen.getByRole("button", { name: "Is maintenance included?" }))
    expect(screen.getByText(/Scheduled maintenance and repairs/)).toBeVisible()
  })

  it("describes the answered questions as FAQPage structured data", () => {
    const { container } = renderBlocks([faq()])
    const [data] = structuredData(container)
    expect(data["@context"]).toBe("https://schema.org")
    expect(data["@type"]).toBe("FAQPage")
    expect(data.mainEntity).toHaveLength(3)
    expect(data.mainEntity[0]).toEqual({
      "@type": "Question",
      name: "How long can I rent a trailer?",
      acceptedAnswer: { "@type": "Answer", text: "<p>From one day to several months. For longer periods a lease is often cheaper.</p>" },
    })
  })

  it("keeps panel ids apart from the page's accordions", () => {
    const { container } = renderBlocks([
      faq(),
      paragraph("accordion", { field_title: "How we work", relationships: { field_items: questions } }),
    ])
    expect(container.querySelector("#faq-1")).toBeInTheDocument()
    expect(container.querySelector("#main-accordion")).toBeInTheDocument()
  })

  it("renders nothing, and no structured data, without questions", () => {
    const { container } = renderBlocks([faq({ relationships: { field_items: [] } })])
    expect(container.querySelector(".island")).toBeEmptyDOMElement()
  })

  it("emits no structured data when no question has an answer", () => {
    const { container } = renderBlocks([faq({ relationships: { field_items: [questions[3]] } })])
    expect(screen.getByRole("button", { name: "What do I need to collect a trailer?" })).toBeInTheDocument()
    expect(structuredData(container)).toEqual([])
  })
})
