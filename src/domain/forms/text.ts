/**
 * Text as the CRMs get it: whatever a visitor (or a script) sends, HubSpot and Salesforce receive
 * text in Unicode NFC without control characters (NUL, ESC, DEL, C1) and without the invisible
 * bidirectional controls that reorder what a reader sees ("Trojan Source"). Line breaks stay only in
 * multi-line fields (the textareas), as "\n"; elsewhere a line break or tab becomes a space.
 */

/** The forms' multi-line fields (rendered as a textarea); every other text field is one line. */
export const MULTI_LINE_FIELDS: ReadonlySet<string> = new Set(["description", "product_description", "comment", "message"])

/** C0 controls but tab and line feed, DEL, C1 controls. */
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g
/** Bidi embeddings, overrides and isolates, and the bidi marks (LRM, RLM, ALM). */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g
/** Line and paragraph separators read as line breaks by some systems. */
const LINE_SEPARATORS = /[\u2028\u2029]/g

export function normaliseText(value: string, multiLine: boolean): string {
  const unified = value.normalize("NFC").replace(/\r\n?/g, "\n").replace(LINE_SEPARATORS, "\n")
  const cleaned = unified.replace(CONTROLS, "").replace(BIDI_CONTROLS, "")
  return multiLine ? cleaned.replace(/\t/g, " ") : cleaned.replace(/[\n\t]/g, " ")
}
