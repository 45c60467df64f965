import { tokenSecret } from "../signed-token"
import { readFormStartToken } from "../spam/form-start"

/**
 * Uploads belong to an application in progress (issue 19): each upload request carries the
 * signed token the form page got when the applicant started on it (GET /api/form-start, in the
 * Upload-Token header). Its random part names the visitor whose uploads are counted and capped,
 * and only that visitor can add to or complete an upload. A token is good for uploads for two
 * hours, far shorter than for a form's submission, so stored files cannot be stockpiled with one.
 */
export const UPLOAD_TOKEN_HEADER = "upload-token"
export const UPLOAD_TOKEN_MAX_AGE_MS = 2 * 60 * 60 * 1000

export type UploadVisitor =
  { ok: true; visitor: string } | { ok: false; error: "upload_token_missing" | "upload_token_invalid" | "upload_token_expired" }

export function uploadVisitor(token: string | null, now: number = Date.now(), secret: string = tokenSecret()): UploadVisitor {
  if (!token) return { ok: false, error: "upload_token_missing" }
  const read = readFormStartToken(token, now, secret)
  if (!read) return { ok: false, error: "upload_token_invalid" }
  if (now - read.issuedAt > UPLOAD_TOKEN_MAX_AGE_MS) return { ok: false, error: "upload_token_expired" }
  return { ok: true, visitor: read.visitor }
}
