import { deflateRawSync } from "node:zlib"

/**
 * Small but real documents of each accepted type, and impostors, for the file checks and the
 * upload tests. A PDF can be padded to an exact size (a comment before %%EOF), so the size
 * limit is tested with a valid PDF of exactly 5,242,880 bytes.
 */

export function pdfOfSize(size: number, title = ""): Buffer {
  // A whole PDF (catalog, page tree, one page, cross-reference table), padded by a stream object
  // no page uses, so the size limit is tested with a valid PDF of exactly 5,242,880 bytes.
  const objects = (padding: number) => [
    // A title tells one applicant's CV from another's (a key PDF readers ignore on a catalog).
    title ? `<< /Type /Catalog /Pages 2 0 R /Title (${title}) >>` : "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>",
    `<< /Length ${padding} >>\nstream\n`,
  ]
  const build = (padding: number): Buffer => {
    const parts: Buffer[] = [Buffer.from("%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n", "latin1")]
    const offsets: number[] = []
    let length = parts[0].length
    const push = (part: Buffer) => {
      parts.push(part)
      length += part.length
    }
    objects(padding).forEach((body, index) => {
      offsets.push(length)
      push(Buffer.from(`${index + 1} 0 obj\n${body}`, "latin1"))
      if (index === 3) {
        const fill = Buffer.alloc(padding, "A")
        // A recognisable pattern, so a test can tell a reassembled file from a shuffled one.
        for (let at = 0; at + 10 <= fill.length; at += 4096) fill.write(String(at).padStart(10, "0"), at, "latin1")
        push(fill)
        push(Buffer.from("\nendstream", "latin1"))
      }
      push(Buffer.from("\nendobj\n", "latin1"))
    })
    const xref = length
    const entries = offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("")
    push(Buffer.from(`xref\n0 5\n0000000000 65535 f \n${entries}trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`, "latin1"))
    return Buffer.concat(parts)
  }
  let padding = 0
  for (let attempt = 0; attempt < 5; attempt++) {
    const built = build(padding)
    if (built.length === size) return built
    padding += size - built.length
    if (padding < 0) throw new Error(`A PDF needs at least ${build(0).length} bytes`)
  }
  throw new Error(`No PDF of exactly ${size} bytes`)
}

/** An OLE2 compound file header, as Word 97-2003 documents start. */
export function docFile(): Buffer {
  const header = Buffer.alloc(1536)
  Buffer.from("d0cf11e0a1b11ae1", "hex").copy(header)
  return header
}

interface ZipEntry {
  name: string
  content: string
}

/** A minimal zip archive (stored or deflated entries) with a central directory. */
function zip(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8")
    const raw = Buffer.from(entry.content, "utf8")
    const data = deflateRawSync(raw)
    const crc = crc32(raw)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(8, 8)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(raw.length, 22)
    local.writeUInt16LE(name.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(8, 10)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(raw.length, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, data)
    centrals.push(central, name)
    offset += local.length + name.length + data.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff
  for (const byte of data) {
    crc ^= byte
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}

export function docxFile({ withoutDocument = false, withMacros = false, contentTypeFirst = false } = {}): Buffer {
  const main = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"
  // Word writes an Override's PartName first, Google Docs its ContentType.
  const override = contentTypeFirst
    ? `<Override ContentType="${main}" PartName="/word/document.xml"/>`
    : `<Override PartName="/word/document.xml" ContentType="${main}"/>`
  return zip([
    {
      name: "[Content_Types].xml",
      content: `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">${override}</Types>`,
    },
    { name: "_rels/.rels", content: '<?xml version="1.0"?><Relationships/>' },
    ...(withoutDocument ? [] : [{ name: "word/document.xml", content: '<?xml version="1.0"?><w:document/>' }]),
    ...(withMacros ? [{ name: "word/vbaProject.bin", content: 'Attribute VB_Name = "AutoOpen"' }] : []),
  ])
}

/** A zip that is not a Word document. */
export function zipFile(): Buffer {
  return zip([{ name: "notes.txt", content: "not a CV" }])
}

/** The start of a Windows program (MZ header and PE signature). */
export function executableFile(): Buffer {
  const program = Buffer.alloc(1024)
  program.write("MZ", 0, "latin1")
  program.writeUInt32LE(0x80, 0x3c)
  program.write("PE\0\0", 0x80, "latin1")
  return program
}

export function pngFile(): Buffer {
  return Buffer.concat([Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), Buffer.alloc(64)])
}

export const TEXT_CV = Buffer.from("Curriculum vitae\nJana Nováková\nTrailer mechanic since 2015\n", "utf8")
export const HTML_CV = Buffer.from('<!doctype html><html lang="cs"><title>CV</title><p>Jana Nováková</p></html>', "utf8")
