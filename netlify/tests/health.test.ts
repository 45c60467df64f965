import health from "../functions/health.mts"

describe("GET /api/health", () => {
  it("answers ok, uncached", async () => {
    const response = await health(new Request("http://localhost/api/health"))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: "ok" })
    expect(response.headers.get("cache-control")).toBe("no-store")
    expect(response.headers.get("x-content-type-options")).toBe("nosniff")
  })

  it("refuses other methods with 405 and Allow", async () => {
    const response = await health(new Request("http://localhost/api/health", { method: "POST", body: "{}" }))
    expect(response.status).toBe(405)
    expect(response.headers.get("allow")).toBe("GET, HEAD")
  })
})
