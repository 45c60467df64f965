/**
 * FAQ blocks also describe their questions to search engines (spec section 9) as schema.org
 * FAQPage structured data.
 */
export interface FaqEntry {
  question: string
  answerHtml: string
}

export interface FaqPageData {
  "@context": "https://schema.org"
  "@type": "FAQPage"
  mainEntity: Array<{ "@type": "Question"; name: string; acceptedAnswer: { "@type": "Answer"; text: string } }>
}

/** FAQPage data for the questions that have an answer; null when none has. */
export function faqPageData(entries: readonly FaqEntry[]): FaqPageData | null {
  const answered = entries.filter((entry) => entry.question.trim() && entry.answerHtml.trim())
  if (!answered.length) return null
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: answered.map((entry) => ({
      "@type": "Question",
      name: entry.question.trim(),
      acceptedAnswer: { "@type": "Answer", text: entry.answerHtml.trim() },
    })),
  }
}

/** JSON for a <script type="application/ld+json">: "<" is escaped so no text can close the script. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c")
}
