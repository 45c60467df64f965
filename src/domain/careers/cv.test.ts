import {
  base64Size,
  checkFileChoice,
  chunkCount,
  chunkRange,
  CV_ACCEPT,
  CV_MAX_BYTES,
  cvExtension,
  FUNCTION_REQUEST_LIMIT_BYTES,
  UPLOAD_CHUNK_BYTES,
} from "./cv"

describe("the CV rules", () => {
  it("accept .doc, .docx, .html, .pdf and .txt, in any case", () => {
    expect(["cv.doc", "cv.DOCX", "cv.html", "Lebenslauf.Pdf", "cv.txt"].map(cvExtension)).toEqual(["doc", "docx", "html", "pdf", "txt"])
    expect(["cv.exe", "cv.pdf.exe", "cv", "cv.htm", "pdf", "cv.odt"].map(cvExtension)).toEqual([null, null, null, null, null, null])
    expect(CV_ACCEPT).toContain(".docx")
    expect(CV_ACCEPT).toContain("application/pdf")
  })

  it("take at most 5,242,880 bytes", () => {
    expect(CV_MAX_BYTES).toBe(5_242_880)
    expect(checkFileChoice({ name: "cv.pdf", size: 5_242_880 })).toBeNull()
    expect(checkFileChoice({ name: "cv.pdf", size: 5_242_881 })).toBe("FILE_SIZE")
    expect(checkFileChoice({ name: "cv.pdf", size: 0 })).toBe("FILE_EMPTY")
    expect(checkFileChoice({ name: "cv.exe", size: 10 })).toBe("FILE_TYPE")
  })
})

describe("chunked uploads", () => {
  it("cannot send the largest CV in one request, but each chunk fits", () => {
    expect(base64Size(CV_MAX_BYTES)).toBeGreaterThan(FUNCTION_REQUEST_LIMIT_BYTES)
    expect(base64Size(UPLOAD_CHUNK_BYTES)).toBeLessThan(FUNCTION_REQUEST_LIMIT_BYTES)
  })

  it("split a file into ranges that cover it exactly", () => {
    expect(chunkCount(CV_MAX_BYTES)).toBe(2)
    expect(chunkRange(CV_MAX_BYTES, 0)).toEqual({ start: 0, end: UPLOAD_CHUNK_BYTES })
    expect(chunkRange(CV_MAX_BYTES, 1)).toEqual({ start: UPLOAD_CHUNK_BYTES, end: CV_MAX_BYTES })
    expect(chunkCount(1)).toBe(1)
    expect(chunkCount(UPLOAD_CHUNK_BYTES)).toBe(1)
    expect(chunkCount(UPLOAD_CHUNK_BYTES + 1)).toBe(2)
  })
})
