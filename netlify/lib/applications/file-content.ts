import * as fileTypeModule from "file-type"
import { CV_CONTENT_TYPES, type CvExtension } from "../../../src/domain/careers/cv"

// file-type 16 is CommonJS and exports an object Node's ESM loader cannot see names in: in the
// bundled functions only its default export exists, while Jest's CommonJS gives the names too.
const { fromBuffer } = (fileTypeModule as unknown as { default?: typeof fileTypeModule }).default ?? fileTypeModule

/**
 * Whether a file's content is what its extension says (spec: the server checks the content of a
 * CV against its extension). PDF, Word 97-2003 and Word documents are recognised by their magic
 * bytes (file-type: a .doc is an OLE2 compound file, a .docx a zip holding word/); text and HTML
 * have none, so they pass when no binary format is recognised and they hold no NUL bytes. A
 * renamed program, archive or image is refused either way.
 */
export type ContentCheck = { ok: true; contentType: string } | { ok: false; detected: string | null }

/** What file-type reports for each extension with magic bytes. */
const SIGNATURES: Partial<Record<CvExtension, readonly string[]>> = {
  pdf: ["pdf"],
  doc: ["cfb"],
  docx: ["docx"],
}

/** XML is what file-type calls an XHTML page starting with <?xml. */
const TEXT_DETECTIONS: Partial<Record<CvExtension, readonly string[]>> = {
  html: ["xml"],
}

function hasUtf16Bom(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
}

export async function checkFileContent(bytes: Uint8Array, extension: CvExtension): Promise<ContentCheck> {
  const detected = (await fromBuffer(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)))?.ext ?? null
  const signatures = SIGNATURES[extension]
  if (signatures)
    return detected && signatures.includes(detected) ? { ok: true, contentType: CV_CONTENT_TYPES[extension] } : { ok: false, detected }
  // A UTF-16 text starts with a byte order mark that audio sniffing mistakes for an MPEG frame.
  if (hasUtf16Bom(bytes)) return { ok: true, contentType: CV_CONTENT_TYPES[extension] }
  if (detected && !(TEXT_DETECTIONS[extension] ?? []).includes(detected)) return { ok: false, detected }
  if (bytes.includes(0)) return { ok: false, detected: "binary" }
  return { ok: true, contentType: CV_CONTENT_TYPES[extension] }
}
