import { createHash, randomUUID } from "node:crypto"
import {
  checkFileChoice,
  chunkCount,
  chunkRange,
  CV_MAX_BYTES,
  cvExtension,
  FILE_MESSAGES,
  MAX_ATTACHMENTS,
  UPLOAD_CHUNK_BYTES,
  type CvExtension,
  type FileMessage,
} from "../../../src/domain/careers/cv"
import { checkFileContent } from "./file-content"
import type { FileStore } from "./file-store"
import { UPLOAD_TOKEN_MAX_AGE_MS } from "./upload-token"

/**
 * Chunked uploads of application files (a function request is capped at 6 MB and binary bodies
 * travel base64-encoded, so a 5 MB CV cannot go in one request): start an upload with the file's
 * name and size, send its chunks, then complete it. Completing assembles the file, checks its
 * content against its extension and stores it under a generated id; the applicant's file name
 * is used for its extension only and never stored. An application then refers to the file ids.
 * Every upload belongs to the visitor whose form-start token started it (upload-token.ts): only
 * they can add to it, and what one visitor can upload is capped.
 */

export interface UploadSession {
  id: string
  /** The visitor (their form-start token's random part) who started it. */
  visitor: string
  extension: CvExtension
  size: number
  chunkCount: number
  createdAt: string
  status: "open" | "complete" | "rejected"
  /** Why the content was refused, the message the form shows. */
  rejection?: FileMessage
}

export interface StoredFile {
  id: string
  extension: CvExtension
  contentType: string
  size: number
  sha256: string
  createdAt: string
  /** The application that took the file; a file serves one application only. */
  applicationId: string | null
}

type FailureStatus = 400 | 404 | 409 | 413 | 415 | 422 | 429

export type UploadResult<T> = { ok: true; value: T } | { ok: false; status: FailureStatus; error: string; message?: FileMessage }

/**
 * Uploads that no application took are removed once the token that started them is no longer
 * good for uploads, with an hour to finish the form (data minimisation; it was a day).
 */
export const UNUSED_UPLOAD_MAX_AGE_MS = UPLOAD_TOKEN_MAX_AGE_MS + 60 * 60 * 1000

/**
 * What one visitor may upload while their token lasts: the CV and the other documents
 * (MAX_ATTACHMENTS) twice over, for files replaced, and their bytes.
 */
export const MAX_UPLOADS_PER_VISITOR = 2 * MAX_ATTACHMENTS
export const MAX_UPLOAD_BYTES_PER_VISITOR = MAX_UPLOADS_PER_VISITOR * CV_MAX_BYTES

/** What a visitor has started to upload. */
interface VisitorUploads {
  count: number
  bytes: number
  firstAt: string
}

const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export function isUploadId(value: unknown): value is string {
  return typeof value === "string" && ID_PATTERN.test(value)
}

const sessionKey = (id: string) => `uploads/${id}/session`
const chunkKey = (id: string, index: number) => `uploads/${id}/chunk-${index}`
const fileKey = (id: string) => `files/${id}/content`
const fileMetaKey = (id: string) => `files/${id}/meta`
const visitorKey = (visitor: string) => `visitors/${visitor}`

function fail<T>(status: FailureStatus, error: string, message?: FileMessage): UploadResult<T> {
  return message ? { ok: false, status, error, message } : { ok: false, status, error }
}

/**
 * Body `{ name, size }` of an upload's start, checked before anything is stored: the file's name
 * and size, or why the file is refused at once. Pure, so the endpoint can refuse a bad request
 * before it opens a store.
 */
export function checkUploadStart(input: Record<string, unknown>): UploadResult<{ name: string; size: number }> {
  const { name, size } = input
  if (typeof name !== "string" || name.length > 255 || typeof size !== "number") return fail(400, "invalid_upload")
  const problem = checkFileChoice({ name, size })
  if (problem === FILE_MESSAGES.SIZE) return fail(413, "file_too_large", problem)
  if (problem === FILE_MESSAGES.TYPE) return fail(415, "unsupported_file_type", problem)
  if (problem) return fail(400, "invalid_file", problem)
  return { ok: true, value: { name, size } }
}

export class Uploads {
  constructor(
    private readonly store: FileStore,
    private readonly now: () => Date = () => new Date(),
    private readonly newId: () => string = randomUUID,
  ) {}

  /**
   * Body `{ name, size }` of `visitor`: the upload's id and how to cut the file, or why the file is
   * refused at once (429 once the visitor has uploaded what one application needs, twice over).
   */
  async start(
    input: Record<string, unknown>,
    visitor: string,
  ): Promise<UploadResult<{ uploadId: string; chunkBytes: number; chunkCount: number }>> {
    const checked = checkUploadStart(input)
    if (!checked.ok) return checked
    const { name, size } = checked.value
    const held = (await this.store.getJSON<VisitorUploads>(visitorKey(visitor))) ?? {
      count: 0,
      bytes: 0,
      firstAt: this.now().toISOString(),
    }
    if (held.count + 1 > MAX_UPLOADS_PER_VISITOR || held.bytes + size > MAX_UPLOAD_BYTES_PER_VISITOR) {
      return fail(429, "upload_quota_exceeded", FILE_MESSAGES.QUOTA)
    }
    await this.store.putJSON(visitorKey(visitor), { ...held, count: held.count + 1, bytes: held.bytes + size })
    const session: UploadSession = {
      id: this.newId(),
      visitor,
      extension: cvExtension(name)!,
      size,
      chunkCount: chunkCount(size),
      createdAt: this.now().toISOString(),
      status: "open",
    }
    await this.store.putJSON(sessionKey(session.id), session)
    return { ok: true, value: { uploadId: session.id, chunkBytes: UPLOAD_CHUNK_BYTES, chunkCount: session.chunkCount } }
  }

  /** The upload, when `visitor` started it: another visitor's is as unknown as one that does not exist. */
  private async openSession(uploadId: string, visitor: string): Promise<UploadResult<UploadSession>> {
    if (!isUploadId(uploadId)) return fail(404, "unknown_upload")
    const session = await this.store.getJSON<UploadSession>(sessionKey(uploadId))
    if (!session || session.visitor !== visitor) return fail(404, "unknown_upload")
    return { ok: true, value: session }
  }

  /** One chunk; sending a chunk again replaces it (a retry after a lost answer). */
  async putChunk(uploadId: string, index: number, bytes: Uint8Array, visitor: string): Promise<UploadResult<{ received: number }>> {
    const opened = await this.openSession(uploadId, visitor)
    if (!opened.ok) return opened
    const session = opened.value
    if (session.status !== "open") return fail(409, "upload_closed")
    if (!Number.isInteger(index) || index < 0 || index >= session.chunkCount) return fail(400, "chunk_out_of_range")
    const { start, end } = chunkRange(session.size, index)
    if (bytes.byteLength !== end - start) return fail(400, "chunk_size")
    await this.store.putBytes(chunkKey(session.id, index), bytes)
    return { ok: true, value: { received: bytes.byteLength } }
  }

  /** Assembles and checks the file; completing twice answers the same. */
  async complete(uploadId: string, visitor: string): Promise<UploadResult<{ fileId: string; size: number }>> {
    const opened = await this.openSession(uploadId, visitor)
    if (!opened.ok) return opened
    const session = opened.value
    if (session.status === "complete") return { ok: true, value: { fileId: session.id, size: session.size } }
    if (session.status === "rejected") return fail(422, "content_mismatch", session.rejection ?? FILE_MESSAGES.CONTENT)
    const chunks: Uint8Array[] = []
    for (let index = 0; index < session.chunkCount; index++) {
      const chunk = await this.store.getBytes(chunkKey(session.id, index))
      const { start, end } = chunkRange(session.size, index)
      if (!chunk || chunk.byteLength !== end - start) return fail(409, "upload_incomplete", FILE_MESSAGES.NOT_UPLOADED)
      chunks.push(chunk)
    }
    const content = Buffer.concat(chunks)
    const check = await checkFileContent(content, session.extension)
    await Promise.all(chunks.map((_, index) => this.store.remove(chunkKey(session.id, index))))
    if (!check.ok) {
      await this.store.putJSON(sessionKey(session.id), { ...session, status: "rejected", rejection: check.message })
      return fail(422, "content_mismatch", check.message)
    }
    const file: StoredFile = {
      id: session.id,
      extension: session.extension,
      contentType: check.contentType,
      size: content.byteLength,
      sha256: createHash("sha256").update(content).digest("hex"),
      createdAt: this.now().toISOString(),
      applicationId: null,
    }
    await this.store.putBytes(fileKey(file.id), content)
    await this.store.putJSON(fileMetaKey(file.id), file)
    await this.store.putJSON(sessionKey(session.id), { ...session, status: "complete" })
    return { ok: true, value: { fileId: file.id, size: file.size } }
  }

  /** The stored files of an application, or null when one is unknown or taken by another application. */
  async filesFor(fileIds: readonly string[], applicationId: string): Promise<StoredFile[] | null> {
    const files: StoredFile[] = []
    for (const id of fileIds) {
      if (!isUploadId(id)) return null
      const file = await this.store.getJSON<StoredFile>(fileMetaKey(id))
      if (!file || (file.applicationId && file.applicationId !== applicationId)) return null
      files.push(file)
    }
    return files
  }

  /** Ties the files to the application, so no other can use them. */
  async claim(files: readonly StoredFile[], applicationId: string): Promise<void> {
    await Promise.all(files.map((file) => this.store.putJSON(fileMetaKey(file.id), { ...file, applicationId })))
  }

  async content(fileId: string): Promise<Uint8Array | null> {
    return isUploadId(fileId) ? this.store.getBytes(fileKey(fileId)) : null
  }

  /** Removes uploads never used by an application after `maxAgeMs`, and the files of `released` applications. */
  async prune(maxAgeMs: number, isReleased: (applicationId: string) => Promise<boolean>): Promise<number> {
    const cutoff = this.now().getTime() - maxAgeMs
    let removed = 0
    for (const key of await this.store.keys("uploads/")) {
      if (!key.endsWith("/session")) continue
      const session = await this.store.getJSON<UploadSession>(key)
      if (!session || Date.parse(session.createdAt) > cutoff) continue
      const file = await this.store.getJSON<StoredFile>(fileMetaKey(session.id))
      if (file?.applicationId && !(await isReleased(file.applicationId))) continue
      for (const part of await this.store.keys(`uploads/${session.id}/`)) await this.store.remove(part)
      await this.store.remove(fileKey(session.id))
      await this.store.remove(fileMetaKey(session.id))
      removed += 1
    }
    // A visitor's count goes with the token it was kept for.
    for (const key of await this.store.keys("visitors/")) {
      const held = await this.store.getJSON<VisitorUploads>(key)
      if (!held || Date.parse(held.firstAt) <= cutoff) await this.store.remove(key)
    }
    return removed
  }
}

/** The generated name a file is sent under: never the applicant's own. */
export function storedFileName(applicationId: string, index: number, extension: CvExtension): string {
  return `application-${applicationId.slice(0, 8)}-${index + 1}.${extension}`
}
