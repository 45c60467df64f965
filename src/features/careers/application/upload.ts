import { checkFileChoice, chunkRange, FILE_MESSAGES, type FileMessage } from "../../../domain/careers/cv"
import { discardFormStart, formStartToken } from "../../forms/submission/form-start"
import type { AttachmentValue } from "../../../domain/careers/application-schema"

/** The upload endpoints (netlify/functions/cv-upload*.mts). */
export const UPLOAD_ENDPOINT = "/api/cv-uploads"

export type UploadOutcome = { ok: true; attachment: AttachmentValue } | { ok: false; message: FileMessage }

/** A chunk that did not arrive is sent again this many times. */
const CHUNK_ATTEMPTS = 3

async function messageOf(response: Response): Promise<FileMessage> {
  const body = (await response.json().catch(() => ({}))) as { message?: FileMessage }
  return body.message ?? FILE_MESSAGES.NOT_UPLOADED
}

/** The server's answer when the upload token is missing, forged or too old for uploads. */
const TOKEN_REFUSED = 403

async function sendChunk(url: string, chunk: Blob, token: string, fetchImpl: typeof fetch): Promise<Response | null> {
  for (let attempt = 1; attempt <= CHUNK_ATTEMPTS; attempt++) {
    try {
      const response = await fetchImpl(url, {
        method: "PUT",
        headers: { "Content-Type": "application/octet-stream", "Upload-Token": token },
        body: chunk,
      })
      if (response.status < 500) return response
    } catch {
      // A network error: try again.
    }
  }
  return null
}

/** Uploads need no fill time: the form-start token is used as soon as it is there. */
const noWait = async () => undefined

/**
 * Uploads a chosen file in chunks: refused at once (no byte sent) when its type or size is wrong,
 * then checked by the server against its content when complete. Every request carries the page's
 * form-start token (Upload-Token), which ties the upload to this application in progress; a token
 * grown too old for uploads is replaced once.
 */
export async function uploadFile(file: File, fetchImpl: typeof fetch = fetch): Promise<UploadOutcome> {
  const problem = checkFileChoice(file)
  if (problem) return { ok: false, message: problem }
  const first = await uploadWithToken(file, fetchImpl)
  if (first !== TOKEN_REFUSED) return first
  discardFormStart()
  const second = await uploadWithToken(file, fetchImpl)
  return second === TOKEN_REFUSED ? { ok: false, message: FILE_MESSAGES.NOT_UPLOADED } : second
}

async function uploadWithToken(file: File, fetchImpl: typeof fetch): Promise<UploadOutcome | typeof TOKEN_REFUSED> {
  try {
    const token = await formStartToken(fetchImpl, noWait)
    if (!token) return { ok: false, message: FILE_MESSAGES.NOT_UPLOADED }
    const started = await fetchImpl(UPLOAD_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Upload-Token": token },
      body: JSON.stringify({ name: file.name, size: file.size }),
    })
    if (started.status === TOKEN_REFUSED) return TOKEN_REFUSED
    if (!started.ok) return { ok: false, message: await messageOf(started) }
    const { uploadId, chunkBytes, chunkCount } = (await started.json()) as { uploadId: string; chunkBytes: number; chunkCount: number }
    for (let index = 0; index < chunkCount; index++) {
      const { start, end } = chunkRange(file.size, index, chunkBytes)
      const response = await sendChunk(`${UPLOAD_ENDPOINT}/${uploadId}/chunks/${index}`, file.slice(start, end), token, fetchImpl)
      if (!response?.ok) return { ok: false, message: response ? await messageOf(response) : FILE_MESSAGES.NOT_UPLOADED }
    }
    const completed = await fetchImpl(`${UPLOAD_ENDPOINT}/${uploadId}/complete`, { method: "POST", headers: { "Upload-Token": token } })
    if (!completed.ok) return { ok: false, message: await messageOf(completed) }
    const { fileId } = (await completed.json()) as { fileId: string }
    return { ok: true, attachment: { fileId, name: file.name, size: file.size } }
  } catch (error) {
    console.error("Upload failed", error)
    return { ok: false, message: FILE_MESSAGES.NOT_UPLOADED }
  }
}
