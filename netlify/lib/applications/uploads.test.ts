import { CV_MAX_BYTES, UPLOAD_CHUNK_BYTES } from "../../../src/domain/careers/cv"
import { executableFile, pdfOfSize, TEXT_CV } from "../../test-support/documents"
import { MemoryFileStore } from "./file-store"
import { MAX_UPLOADS_PER_VISITOR, storedFileName, UNUSED_UPLOAD_MAX_AGE_MS, Uploads } from "./uploads"

const VISITOR = "visitor-a"

async function upload(uploads: Uploads, name: string, content: Buffer, visitor = VISITOR) {
  const started = await uploads.start({ name, size: content.length }, visitor)
  if (!started.ok) throw new Error(started.error)
  const { uploadId, chunkBytes, chunkCount } = started.value
  for (let index = 0; index < chunkCount; index++) {
    const put = await uploads.putChunk(uploadId, index, content.subarray(index * chunkBytes, (index + 1) * chunkBytes), visitor)
    expect(put.ok).toBe(true)
  }
  return { uploadId, completed: await uploads.complete(uploadId, visitor) }
}

describe("Uploads", () => {
  it("takes a PDF of exactly 5,242,880 bytes in two chunks and keeps it byte for byte", async () => {
    const store = new MemoryFileStore()
    const uploads = new Uploads(store)
    const pdf = pdfOfSize(CV_MAX_BYTES)
    const { uploadId, completed } = await upload(uploads, "Mijn CV.PDF", pdf)
    expect(completed).toEqual({ ok: true, value: { fileId: uploadId, size: CV_MAX_BYTES } })
    expect(Buffer.from((await uploads.content(uploadId))!).equals(pdf)).toBe(true)
    // The chunks are gone and the applicant's file name was never stored.
    expect([...store.entries.keys()].filter((key) => key.includes("chunk"))).toEqual([])
    expect(JSON.stringify([...store.entries.entries()].filter(([, value]) => typeof value === "string"))).not.toContain("Mijn CV")
  })

  it("refuses a file over 5,242,880 bytes before any byte is sent", async () => {
    const uploads = new Uploads(new MemoryFileStore())
    await expect(uploads.start({ name: "cv.pdf", size: CV_MAX_BYTES + 1 }, VISITOR)).resolves.toEqual({
      ok: false,
      status: 413,
      error: "file_too_large",
      message: "FILE_SIZE",
    })
    await expect(uploads.start({ name: "cv.exe", size: 100 }, VISITOR)).resolves.toMatchObject({
      ok: false,
      status: 415,
      message: "FILE_TYPE",
    })
    await expect(uploads.start({ name: "cv.pdf", size: "100" }, VISITOR)).resolves.toMatchObject({ ok: false, status: 400 })
  })

  it("refuses a renamed executable when the upload completes", async () => {
    const uploads = new Uploads(new MemoryFileStore())
    const { uploadId, completed } = await upload(uploads, "cv.pdf", executableFile())
    expect(completed).toEqual({ ok: false, status: 422, error: "content_mismatch", message: "FILE_CONTENT" })
    await expect(uploads.content(uploadId)).resolves.toBeNull()
    await expect(uploads.filesFor([uploadId], "application-1")).resolves.toBeNull()
  })

  it("checks every chunk against the announced size and refuses to complete with one missing", async () => {
    const uploads = new Uploads(new MemoryFileStore())
    const content = pdfOfSize(UPLOAD_CHUNK_BYTES + 10)
    const started = await uploads.start({ name: "cv.pdf", size: content.length }, VISITOR)
    if (!started.ok) throw new Error("not started")
    const { uploadId } = started.value
    await expect(uploads.putChunk(uploadId, 0, content.subarray(0, 100), VISITOR)).resolves.toMatchObject({
      ok: false,
      error: "chunk_size",
    })
    await expect(uploads.putChunk(uploadId, 2, content.subarray(0, 10), VISITOR)).resolves.toMatchObject({
      ok: false,
      error: "chunk_out_of_range",
    })
    await expect(uploads.putChunk(uploadId, 0, content.subarray(0, UPLOAD_CHUNK_BYTES), VISITOR)).resolves.toMatchObject({ ok: true })
    await expect(uploads.complete(uploadId, VISITOR)).resolves.toMatchObject({ ok: false, status: 409, error: "upload_incomplete" })
    await expect(uploads.putChunk("../../etc/passwd", 0, content, VISITOR)).resolves.toMatchObject({ ok: false, status: 404 })
  })

  it("gives a file to one application only", async () => {
    const uploads = new Uploads(new MemoryFileStore())
    const { uploadId } = await upload(uploads, "cv.txt", TEXT_CV)
    const files = await uploads.filesFor([uploadId], "first")
    expect(files).toMatchObject([{ id: uploadId, extension: "txt", contentType: "text/plain", size: TEXT_CV.length }])
    await uploads.claim(files!, "first")
    await expect(uploads.filesFor([uploadId], "first")).resolves.toHaveLength(1)
    await expect(uploads.filesFor([uploadId], "second")).resolves.toBeNull()
    await expect(uploads.filesFor(["not-an-id"], "first")).resolves.toBeNull()
  })

  it("removes unused uploads and the files of released applications after a while", async () => {
    let now = new Date("2026-01-01T00:00:00Z")
    const store = new MemoryFileStore()
    const uploads = new Uploads(store, () => now)
    const kept = await upload(uploads, "kept.txt", TEXT_CV)
    const unused = await upload(uploads, "unused.txt", TEXT_CV)
    await uploads.claim((await uploads.filesFor([kept.uploadId], "pending-application"))!, "pending-application")
    now = new Date("2026-01-03T00:00:00Z")
    await expect(uploads.prune(24 * 60 * 60 * 1000, async () => false)).resolves.toBe(1)
    await expect(uploads.content(unused.uploadId)).resolves.toBeNull()
    await expect(uploads.content(kept.uploadId)).resolves.not.toBeNull()
    await expect(uploads.prune(24 * 60 * 60 * 1000, async (id) => id === "pending-application")).resolves.toBe(1)
    expect([...store.entries.keys()]).toEqual([])
  })

  it("lets only the visitor who started an upload add to it or complete it (issue 19, point 5)", async () => {
    const uploads = new Uploads(new MemoryFileStore())
    const started = await uploads.start({ name: "cv.txt", size: TEXT_CV.length }, VISITOR)
    if (!started.ok) throw new Error("not started")
    const { uploadId } = started.value
    await expect(uploads.putChunk(uploadId, 0, TEXT_CV, "visitor-b")).resolves.toMatchObject({ ok: false, status: 404 })
    await expect(uploads.putChunk(uploadId, 0, TEXT_CV, VISITOR)).resolves.toMatchObject({ ok: true })
    await expect(uploads.complete(uploadId, "visitor-b")).resolves.toMatchObject({ ok: false, status: 404 })
    await expect(uploads.complete(uploadId, VISITOR)).resolves.toMatchObject({ ok: true })
  })

  it("caps what one visitor can upload: the files of one application, twice over, in count and bytes", async () => {
    const uploads = new Uploads(new MemoryFileStore())
    for (let index = 0; index < MAX_UPLOADS_PER_VISITOR; index++) {
      await expect(uploads.start({ name: `cv-${index}.pdf`, size: CV_MAX_BYTES }, VISITOR)).resolves.toMatchObject({ ok: true })
    }
    await expect(uploads.start({ name: "one-more.pdf", size: 1000 }, VISITOR)).resolves.toEqual({
      ok: false,
      status: 429,
      error: "upload_quota_exceeded",
      message: "FILE_QUOTA",
    })
    // Another visitor (another application in progress) is not held back by the first.
    await expect(uploads.start({ name: "cv.pdf", size: 1000 }, "visitor-b")).resolves.toMatchObject({ ok: true })
  })

  it("removes uploads never attached once their token is no longer good for uploads, hours not a day", async () => {
    let now = new Date("2026-01-01T00:00:00Z")
    const store = new MemoryFileStore()
    const uploads = new Uploads(store, () => now)
    const unused = await upload(uploads, "unused.txt", TEXT_CV)
    now = new Date(now.getTime() + UNUSED_UPLOAD_MAX_AGE_MS - 60_000)
    await expect(uploads.prune(UNUSED_UPLOAD_MAX_AGE_MS, async () => true)).resolves.toBe(0)
    now = new Date(now.getTime() + 2 * 60_000)
    await expect(uploads.prune(UNUSED_UPLOAD_MAX_AGE_MS, async () => true)).resolves.toBe(1)
    await expect(uploads.content(unused.uploadId)).resolves.toBeNull()
    expect(UNUSED_UPLOAD_MAX_AGE_MS).toBeLessThanOrEqual(3 * 60 * 60 * 1000)
    // The visitor's count went with it.
    expect([...store.entries.keys()]).toEqual([])
  })

  it("names stored files itself", () => {
    expect(storedFileName("3f2b8c1e-0000-4000-8000-000000000000", 0, "pdf")).toBe("application-3f2b8c1e-1.pdf")
  })
})
