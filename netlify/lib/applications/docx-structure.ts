import yauzl, { type Entry, type ZipFile } from "yauzl"

/**
 * Whether a file is a whole Word document (issue 19): a zip reader walks its central directory
 * and reads every entry to its end (sizes checked against the directory), the package names a
 * WordprocessingML main document that is there, and it holds no macros (a .docm renamed). A zip
 * signature followed by anything else, a program glued before or after the archive, or an
 * archive that only starts like one fails here.
 */

const MAX_ENTRIES = 2000
/** Far more than any CV unpacks to; a zip bomb stops here. */
const MAX_UNPACKED_BYTES = 64 * 1024 * 1024
const MAIN_DOCUMENT_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"

function openZip(buffer: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true, strictFileNames: true }, (error, zip) =>
      error || !zip ? reject(error ?? new Error("no zip")) : resolve(zip),
    ),
  )
}

function readEntry(zip: ZipFile, entry: Entry, budget: { left: number }): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(error ?? new Error("unreadable entry"))
      const chunks: Buffer[] = []
      stream.on("data", (chunk: Buffer) => {
        budget.left -= chunk.length
        if (budget.left < 0) stream.destroy(new Error("unpacks to too much"))
        else chunks.push(chunk)
      })
      stream.on("error", reject)
      stream.on("end", () => resolve(Buffer.concat(chunks)))
    }),
  )
}

/** Every entry's name and, for the package's own XML parts, content. */
async function readPackage(buffer: Buffer): Promise<Map<string, Buffer>> {
  const zip = await openZip(buffer)
  if (zip.entryCount > MAX_ENTRIES) {
    zip.close()
    throw new Error("too many entries")
  }
  const parts = new Map<string, Buffer>()
  const budget = { left: MAX_UNPACKED_BYTES }
  await new Promise<void>((resolve, reject) => {
    zip.on("entry", (entry: Entry) => {
      readEntry(zip, entry, budget)
        .then((content) => {
          parts.set(entry.fileName, content)
          zip.readEntry()
        })
        .catch(reject)
    })
    zip.on("end", () => resolve())
    zip.on("error", reject)
    zip.readEntry()
  })
  return parts
}

export async function isWholeDocx(bytes: Uint8Array): Promise<boolean> {
  let parts: Map<string, Buffer>
  try {
    parts = await readPackage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
  } catch {
    return false
  }
  const contentTypes = parts.get("[Content_Types].xml")?.toString("utf8") ?? ""
  // Word writes PartName first, Google Docs ContentType first: each Override's attributes in any order.
  const overrides = [...contentTypes.matchAll(/<Override\b[^>]*>/g)].map((match) => ({
    part: /\bPartName="\/([^"]+)"/.exec(match[0])?.[1],
    type: /\bContentType="([^"]+)"/.exec(match[0])?.[1],
  }))
  const mainParts = overrides.filter((override) => override.type === MAIN_DOCUMENT_TYPE && override.part).map((override) => override.part!)
  const hasMacros = [...parts.keys()].some((name) => /vbaProject\.bin$/i.test(name))
  return mainParts.length === 1 && parts.has(mainParts[0]) && !hasMacros
}
