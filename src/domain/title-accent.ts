/** A title split around its accent (Component title_accent): the accented part is highlighted. */
export interface TitlePart {
  text: string
  accent: boolean
}

/** Splits `title` at the first occurrence of `accent` (case-insensitive); no accent, one plain part. */
export function splitTitleAccent(title: string, accent: string | null | undefined): TitlePart[] {
  const wanted = accent?.trim()
  const start = wanted ? title.toLocaleLowerCase().indexOf(wanted.toLocaleLowerCase()) : -1
  if (!wanted || start < 0) return title ? [{ text: title, accent: false }] : []
  const end = start + wanted.length
  return [
    { text: title.slice(0, start), accent: false },
    { text: title.slice(start, end), accent: true },
    { text: title.slice(end), accent: false },
  ].filter((part) => part.text !== "")
}
