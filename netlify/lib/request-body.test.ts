import { readBody } from "./request-body"

const post = (body: string, contentType: string) =>
  new Request("http://localhost/api/x", { method: "POST", headers: { "Content-Type": contentType }, body })

describe("reading a request body", () => {
  it("parses JSON objects", async () => {
    expect(await readBody(post('{"a":1}', "application/json; charset=utf-8"), { maxBytes: 100, accept: ["json"] })).toEqual({
      ok: true,
      kind: "json",
      data: { a: 1 },
    })
  })

  it("parses form fields, a repeated name as a list", async () => {
    const result = await readBody(post("a=1&b=x&b=y", "application/x-www-form-urlencoded"), { maxBytes: 100, accept: ["form"] })
    expect(result).toEqual({ ok: true, kind: "form", data: { a: "1", b: ["x", "y"] } })
  })

  it.each([
    ["a content type it does not take", post("{}", "text/plain"), 415],
    ["form fields where JSON is wanted", post("a=1", "application/x-www-form-urlencoded"), 415],
    ["a body over the limit", post(JSON.stringify({ a: "x".repeat(200) }), "application/json"), 413],
    ["malformed JSON", post("{", "application/json"), 400],
    ["JSON null", post("null", "application/json"), 400],
  ])("refuses %s", async (_label, request, status) => {
    const result = await readBody(request, { maxBytes: 100, accept: ["json"] })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.response.status).toBe(status)
  })
})
