import { faqPageData, jsonForScript } from "./faq-structured-data"

describe("faqPageData", () => {
  it("describes each answered question", () => {
    expect(
      faqPageData([
        { question: "How long is a rental? ", answerHtml: "<p>From one day to twelve months.</p>" },
        { question: "Is there an answer?", answerHtml: "  " },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        {
          "@type": "Question",
          name: "How long is a rental?",
          acceptedAnswer: { "@type": "Answer", text: "<p>From one day to twelve months.</p>" },
        },
      ],
    })
  })

  it("is null without answered questions", () => {
    expect(faqPageData([])).toBeNull()
    expect(faqPageData([{ question: "", answerHtml: "<p>x</p>" }])).toBeNull()
  })
})

describe("jsonForScript", () => {
  it("cannot close its script element and still parses to the same data", () => {
    const data = { text: "</script><script>alert(1)</script>" }
    const json = jsonForScript(data)
    expect(json).not.toContain("</script")
    expect(JSON.parse(json)).toEqual(data)
  })
})
