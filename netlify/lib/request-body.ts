import { clientError } from "./http"

/**
 * Reads a request body the way every endpoint must: a known content type, a size limit enforced
 * while reading (a lying Content-Length does not help), and a plain object as the result.
 */
export type BodyKind = "json" | "form"

export type BodyResult = { ok: true; kind: BodyKind; data: Record<string, unknown> } | { ok: false; response: Response }

/** Enquiries are small; 32 KB holds the longest description with room to spare. */
export const ENQUIRY_MAX_BODY_BYTES = 32 * 1024

function kindOf(contentType: string | null): BodyKind | null {
  const type = (contentType ?? "").split(";")[0].trim().toLowerCase()
  if (type === "application/json") return "json"
  if (type === "application/x-www-form-urlencoded") return "form"
  return null
}

/** The body's bytes, or null as soon as it grows past maxBytes (binary uploads read it this way too). */
export async function readLimitedBytes(request: Request, maxBytes: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

async function readLimited(request: Request, maxBytes: number): Promise<string | null> {
  const bytes = await readLimitedBytes(request, maxBytes)
  return bytes === null ? null : new TextDecoder("utf-8", { fatal: false }).decode(bytes)
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

/** Form fields as an object; a repeated name (a checkbox group) becomes a list. */
function formFields(text: string): Record<string, unknown> {
  const fields: Record<string, unknown> = {}
  for (const [name, value] of new URLSearchParams(text)) {
    const existing = fields[name]
    fields[name] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value]
  }
  return fields
}

export async function readBody(request: Request, options: { maxBytes: number; accept: readonly BodyKind[] }): Promise<BodyResult> {
  const kind = kindOf(request.headers.get("content-type"))
  if (!kind || !options.accept.includes(kind)) {
    return { ok: false, response: clientError(415, "unsupported_media_type", { accepted: options.accept }) }
  }
  const declared = Number(request.headers.get("content-length") ?? "0")
  if (Number.isFinite(declared) && declared > options.maxBytes) {
    return { ok: false, response: clientError(413, "payload_too_large", { maxBytes: options.maxBytes }) }
  }
  let text: string | null
  try {
    text = await readLimited(request, options.maxBytes)
  } catch {
    return { ok: false, response: clientError(400, "unreadable_body") }
  }
  if (text === null) return { ok: false, response: clientError(413, "payload_too_large", { maxBytes: options.maxBytes }) }
  if (kind === "form") return { ok: true, kind, data: formFields(text) }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return { ok: false, response: clientError(400, "malformed_json") }
  }
  if (!isPlainObject(parsed)) return { ok: false, response: clientError(400, "body_must_be_an_object") }
  return { ok: true, kind, data: parsed }
}
