import { MIN_FILL_MS } from "../../src/domain/forms/fill-time"
import { issueFormStartToken } from "../lib/spam/form-start"

/** A form-start token as a visitor who opened the form a while ago sends it (past the minimum fill time). */
export function openedFormToken(agoMs: number = MIN_FILL_MS + 7_000): string {
  return issueFormStartToken(Date.now() - agoMs)
}
