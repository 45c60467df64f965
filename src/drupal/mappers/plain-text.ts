// On its own (not in page.ts): card mappers use it, and their chunks carry no more than this.

/** The text of editor HTML, without tags and with single spaces. */
export function stripHtml(html: string | null | undefined): string {
  return (html ?? "")
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim()
}
