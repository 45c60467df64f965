import { PDFDocument } from "@cantoo/pdf-lib"

/**
 * Whether a file is a whole PDF (issue 19): a PDF parser reads every object, the document has a
 * catalog and at least one page, and nothing but whitespace follows its last end-of-file marker.
 * "%PDF-" followed by a program passes a look at the first bytes; it fails here, as does a real
 * PDF with a program appended.
 */
const EOF_MARKER = Buffer.from("%%EOF", "latin1")

function endsAtEofMarker(bytes: Buffer): boolean {
  const marker = bytes.lastIndexOf(EOF_MARKER)
  if (marker < 0) return false
  return /^[\s\0]*$/.test(bytes.subarray(marker + EOF_MARKER.length).toString("latin1"))
}

export async function isWholePdf(bytes: Uint8Array): Promise<boolean> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (!endsAtEofMarker(buffer)) return false
  try {
    const document = await PDFDocument.load(buffer, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: true })
    return document.getPageCount() > 0
  } catch {
    return false
  }
}
