import { readFileSync } from "node:fs"
import path from "node:path"

/** One exchange recorded from a real Drupal 10.5 (test/fixtures/drupal-recorded/README.md). */
export interface Recording {
  request: { method: string; url: string; path: string; auth: "anon" | "admin" }
  note: string
  status: number
  headers: Record<string, string>
  /** The parsed JSON:API document, or the HTML/text Drupal answered. */
  body: unknown
}

export const RECORDINGS_DIR = path.join(__dirname, "fixtures/drupal-recorded")

/** A recording by its folder and file name without .json, e.g. "core/14_menu_links_anon". */
export function recording(name: string): Recording {
  return JSON.parse(readFileSync(path.join(RECORDINGS_DIR, `${name}.json`), "utf8")) as Recording
}
