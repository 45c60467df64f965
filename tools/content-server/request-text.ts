import type { IncomingMessage } from "node:http"

/** The body a write route of the content server reads at most. */
const MAX_BODY_BYTES = 64 * 1024

/** A request's body as UTF-8 text; null, and the rest left unread, once it is longer than maxBytes. */
export async function requestText(request: IncomingMessage, maxBytes = MAX_BODY_BYTES): Promise<string | null> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > maxBytes) return null
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString("utf8")
}
