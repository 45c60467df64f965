/**
 * The site-search keyword (spec: forms section 5): trimmed and lowercased, and it needs a word of
 * at least three characters. A word is a run of letters and digits, as the search index splits
 * text, so "e-v" is two one-letter words and does not qualify.
 */
export const MIN_KEYWORD_WORD_LENGTH = 3

const NON_WORD = /[^\p{L}\p{N}]+/u

export function normalizeKeyword(raw: string): string {
  return raw.trim().toLowerCase()
}

/** The words of a text, lower case, in order. */
export function words(text: string): string[] {
  return text.toLowerCase().split(NON_WORD).filter(Boolean)
}

/** The words long enough to search for; shorter ones are ignored, as the index ignores them. */
export function searchableWords(text: string): string[] {
  return words(text).filter((word) => [...word].length >= MIN_KEYWORD_WORD_LENGTH)
}

/** Whether the keyword may be searched for: it has a word of at least three characters. */
export function isValidKeyword(raw: string): boolean {
  return searchableWords(normalizeKeyword(raw)).length > 0
}
