import * as fileTypeModule from "file-type"
import { CV_CONTENT_TYPES, FILE_MESSAGES, type CvExtension, type FileMessage } from "../../../src/domain/careers/cv"
import { isWholeDocx } from "./docx-structure"
import { hasActiveHtml } from "./html-activity"
import { isWholePdf } from "./pdf-structure"

// file-type 16 is CommonJS and exports an object Node's ESM loader cannot see names in: in the
// bundled functions only its default export exists, while Jest's CommonJS gives the names too.
const { fromBuffer } = (fileTypeModule as unknown as { default?: typeof fileTypeModule }).default ?? fileTypeModule

/**
 * Whether a file's content is what its extension says (spec: the server checks the content of a
 * CV against its extension). The magic bytes come first (file-type: a .doc is an OLE2 compound
 * file, a .docx a zip holding word/), then the whole file (issue 19): a PDF must parse as a PDF
 * with a page and nothing after its end, a .docx must be a complete Word package without macros.
 * Text and HTML have no magic bytes, so they pass when no binary format is recognised and they
 * hold no NUL bytes; HTML with active content (scripts, handlers, frames) is refused. A renamed
 * program, archive or image is refused either way.
 */
export type ContentCheck = { ok: true; contentType: string } | { ok: false; detected: string | null; message: FileMessage }

/** What file-type reports for each extension with magic bytes. */
const SIGNATURES: Partial<Record<CvExtension, readonly string[]>> = {
  pdf: ["pdf"],
  doc: ["cfb"],
  docx: ["docx"],
}

/** The whole-file check of the formats that have one. */
const STRUCTURE_CHECKS: Partial<Record<CvExtension, (bytes: Uint8Array) => Promise<boolean>>> = {
  pdf: isWholePdf,
  docx: isWholeDocx,
}

/** XML is what file-type calls an XHTML page starting with <?xml. */
const TEXT_DETECTIONS: Partial<Record<CvExtension, readonly string[]>> = {
  html: ["xml"],
}

function utf16Encoding(bytes: Uint8Array): "utf-16le" | "utf-16be" | null {
  if (bytes.length < 2) return null
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le"
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be"
  return null
}

const mismatch = (detected: string | null): ContentCheck => ({ ok: false, detected, message: FILE_MESSAGES.CONTENT })

export async function checkFileContent(bytes: Uint8Array, extension: CvExtension): Promise<ContentCheck> {
  const accepted: ContentCheck = { ok: true, contentType: CV_CONTENT_TYPES[extension] }
  const detected = (await fromBuffer(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)))?.ext ?? null
  const signatures = SIGNATURES[extension]
  if (signatures) {
    if (!detected || !signatures.includes(detected)) return mismatch(detected)
    const isWhole = STRUCTURE_CHECKS[extension]
    return !isWhole || (await isWhole(bytes)) ? accepted : mismatch(`${detected}-structure`)
  }
  // A UTF-16 text starts with a byte order mark that audio sniffing mistakes for an MPEG frame.
  const utf16 = utf16Encoding(bytes)
  if (!utf16) {
    if (detected && !(TEXT_DETECTIONS[extension] ?? []).includes(detected)) return mismatch(detected)
    if (bytes.includes(0)) return mismatch("binary")
  }
  if (extension === "html" && hasActiveHtml(new TextDecoder(utf16 ?? "utf-8").decode(bytes))) {
    return { ok: false, detected: "active-html", message: FILE_MESSAGES.ACTIVE_CONTENT }
  }
  return accepted
}
