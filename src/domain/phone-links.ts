import { telUri } from "./tel-uri"

export type TextSegment = { kind: "text"; text: string } | { kind: "phone"; text: string; href: string }

/**
 * A phone number as people write it in running text: an optional +, digits with spaces, dots,
 * dashes or brackets between them, ending in a digit ("+31 10 555 0199", "01632 960199",
 * "03 555 01 99"). Slashes and colons are not part of it, so "24/7" and "07:00" stay text.
 */
const PHONE_CANDIDATE = /\+?\(?\d[\d\s\u00a0().-]*\d/g

/** The digits of a phone number: at least 8 (a national number), at most 15 (E.164). */
const MIN_DIGITS = 8
const MAX_DIGITS = 15

/**
 * An editor's text split into plain text and the phone numbers in it, each with its tel: link,
 * so the 24/7 breakdown number in the menu's info block can be called with one tap. The number
 * keeps the form the editor wrote; the link drops the "(0)" that follows a country code.
 */
export function phoneSegments(text: string): TextSegment[] {
  const segments: TextSegment[] = []
  let last = 0
  for (const match of text.matchAll(PHONE_CANDIDATE)) {
    const candidate = match[0]
    const digits = candidate.replace(/\D/g, "").length
    if (digits < MIN_DIGITS || digits > MAX_DIGITS) continue
    const start = match.index ?? 0
    if (start > last) segments.push({ kind: "text", text: text.slice(last, start) })
    const dialled = candidate.startsWith("+") ? candidate.replace(/\(0\)/g, "") : candidate
    segments.push({ kind: "phone", text: candidate, href: telUri(dialled) })
    last = start + candidate.length
  }
  if (last < text.length) segments.push({ kind: "text", text: text.slice(last) })
  return segments
}
