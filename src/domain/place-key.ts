/**
 * How place names are compared: lower case, without accents, punctuation as single spaces
 * ("'s-Hertogenbosch" -> "s hertogenbosch", "KÖLN" -> "koln").
 */
export function placeKey(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
}
