// On its own (not in cards.ts): every block's base mapper uses it, and its chunk carries no more than this.

/** An editor's aspect ratio ("16:9", "4/3", "1.5") as a CSS aspect-ratio value, or null. */
export function cssAspectRatio(value: string | null | undefined): string | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:[:/x]\s*(\d+(?:\.\d+)?))?\s*$/i.exec(value ?? "")
  if (!match) return null
  const width = Number(match[1])
  const height = match[2] === undefined ? 1 : Number(match[2])
  if (!(width > 0 && height > 0)) return null
  return `${width} / ${height}`
}
