import { docFile, docxFile, executableFile, HTML_CV, pdfOfSize, pngFile, TEXT_CV, zipFile } from "../../test-support/documents"
import { checkFileContent } from "./file-content"

describe("checkFileContent", () => {
  it("accepts each type whose content matches its extension", async () => {
    await expect(checkFileContent(pdfOfSize(2000), "pdf")).resolves.toEqual({ ok: true, contentType: "application/pdf" })
    await expect(checkFileContent(docFile(), "doc")).resolves.toEqual({ ok: true, contentType: "application/msword" })
    await expect(checkFileContent(docxFile(), "docx")).resolves.toMatchObject({ ok: true })
    await expect(checkFileContent(TEXT_CV, "txt")).resolves.toEqual({ ok: true, contentType: "text/plain" })
    await expect(checkFileContent(HTML_CV, "html")).resolves.toEqual({ ok: true, contentType: "text/html" })
    await expect(checkFileContent(Buffer.from('<?xml version="1.0"?><html/>'), "html")).resolves.toMatchObject({ ok: true })
  })

  it("refuses a renamed executable whatever its extension", async () => {
    for (const extension of ["pdf", "doc", "docx", "txt", "html"] as const) {
      await expect(checkFileContent(executableFile(), extension)).resolves.toEqual({ ok: false, detected: "exe" })
    }
  })

  it("refuses a document of another type than its extension says", async () => {
    await expect(checkFileContent(docxFile(), "pdf")).resolves.toEqual({ ok: false, detected: "docx" })
    await expect(checkFileContent(pdfOfSize(2000), "docx")).resolves.toEqual({ ok: false, detected: "pdf" })
    await expect(checkFileContent(zipFile(), "docx")).resolves.toEqual({ ok: false, detected: "zip" })
    await expect(checkFileContent(pngFile(), "txt")).resolves.toEqual({ ok: false, detected: "png" })
    await expect(checkFileContent(TEXT_CV, "pdf")).resolves.toEqual({ ok: false, detected: null })
  })

  it("refuses binary content posing as text", async () => {
    await expect(checkFileContent(Buffer.from([0x48, 0x00, 0x01, 0x02, 0x00]), "txt")).resolves.toEqual({ ok: false, detected: "binary" })
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("CV", "utf16le")])
    await expect(checkFileContent(utf16, "txt")).resolves.toMatchObject({ ok: true })
  })
})
