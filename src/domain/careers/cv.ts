/**
 * The rules of the files an application carries (spec: forms sections 5 and 9): a CV and other
 * documents of the accepted types, each at most 5,242,880 bytes, at least one and at most
 * MAX_ATTACHMENTS. The browser checks them when a file is chosen; the upload function checks
 * them again, and the content against the extension.
 */

/** Spec section 5: the accepted file types, by extension. */
export const CV_EXTENSIONS = ["doc", "docx", "html", "pdf", "txt"] as const
export type CvExtension = (typeof CV_EXTENSIONS)[number]

/** Spec section 9: 5 MB. */
export const CV_MAX_BYTES = 5_242_880

/** The CV and, for instance, a cover letter and a certificate. */
export const MAX_ATTACHMENTS = 3

/** The content type each accepted extension is stored and sent with. */
export const CV_CONTENT_TYPES: Readonly<Record<CvExtension, string>> = {
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  html: "text/html",
  pdf: "application/pdf",
  txt: "text/plain",
}

/** The file input's accept attribute: the extensions and their content types. */
export const CV_ACCEPT = [...CV_EXTENSIONS.map((extension) => `.${extension}`), ...Object.values(CV_CONTENT_TYPES)].join(",")

/** Message keys of the `careers` UI string namespace. */
export const FILE_MESSAGES = {
  /** Spec section 8: the localised file-size error. */
  SIZE: "FILE_SIZE",
  TYPE: "FILE_TYPE",
  EMPTY: "FILE_EMPTY",
  /** The content is not what the extension says (a renamed program, say). */
  CONTENT: "FILE_CONTENT",
  /** An HTML CV with scripts, event handlers, frames or forms. */
  ACTIVE_CONTENT: "FILE_ACTIVE_CONTENT",
  /** Spec section 5: at least one attachment. */
  REQUIRED: "FILE_REQUIRED",
  TOO_MANY: "FILE_TOO_MANY",
  /** The visitor has uploaded what one application needs, twice over (issue 19). */
  QUOTA: "FILE_QUOTA",
  /** The upload did not finish; choose the file again. */
  NOT_UPLOADED: "FILE_NOT_UPLOADED",
} as const
export type FileMessage = (typeof FILE_MESSAGES)[keyof typeof FILE_MESSAGES]

/** The extension of a file name, lower case, when it is an accepted one. */
export function cvExtension(fileName: string): CvExtension | null {
  const match = /\.([a-z0-9]+)$/i.exec(fileName.trim())
  const extension = match?.[1].toLowerCase()
  return (CV_EXTENSIONS as readonly string[]).includes(extension ?? "") ? (extension as CvExtension) : null
}

/** What is wrong with a chosen file before its content is looked at, or null. */
export function checkFileChoice(file: { name: string; size: number }): FileMessage | null {
  if (!cvExtension(file.name)) return FILE_MESSAGES.TYPE
  if (!Number.isInteger(file.size) || file.size <= 0) return FILE_MESSAGES.EMPTY
  if (file.size > CV_MAX_BYTES) return FILE_MESSAGES.SIZE
  return null
}

/**
 * Uploads go in chunks. A Netlify function request is capped at 6 MB and a binary body travels
 * base64-encoded (4 bytes for every 3), so one request could carry at most about 4.5 MB of a file:
 * a 5 MB CV cannot go in one. Chunks of 3 MiB are 4 MiB once encoded, well under the cap.
 */
export const FUNCTION_REQUEST_LIMIT_BYTES = 6 * 1024 * 1024
export const UPLOAD_CHUNK_BYTES = 3 * 1024 * 1024

/** The size of a body once base64-encoded, as the function platform carries binary bodies. */
export function base64Size(bytes: number): number {
  return 4 * Math.ceil(bytes / 3)
}

export function chunkCount(size: number, chunkBytes: number = UPLOAD_CHUNK_BYTES): number {
  return Math.max(1, Math.ceil(size / chunkBytes))
}

/** The byte range of chunk `index` (0-based) of a file of `size` bytes. */
export function chunkRange(size: number, index: number, chunkBytes: number = UPLOAD_CHUNK_BYTES): { start: number; end: number } {
  const start = index * chunkBytes
  return { start, end: Math.min(size, start + chunkBytes) }
}
