import { backoffDelay, isRetryableStatus, parseRetryAfter } from "./retry"

describe("retry timing", () => {
  it("doubles the delay per attempt up to the cap, with jitter in the upper half", () => {
    expect([1, 2, 3, 4, 5].map((attempt) => backoffDelay(attempt, 100, 1000, () => 1))).toEqual([100, 200, 400, 800, 1000])
    expect([1, 2, 3].map((attempt) => backoffDelay(attempt, 100, 1000, () => 0))).toEqual([50, 100, 200])
  })

  it("reads Retry-After as seconds or as an HTTP date", () => {
    const now = new Date("2025-06-01T12:00:00Z")
    expect(parseRetryAfter("120", now)).toBe(120_000)
    expect(parseRetryAfter("0", now)).toBe(0)
    expect(parseRetryAfter("Sun, 01 Jun 2025 12:00:30 GMT", now)).toBe(30_000)
    expect(parseRetryAfter("Sun, 01 Jun 2025 11:00:00 GMT", now)).toBe(0)
    expect(parseRetryAfter("soon", now)).toBeNull()
    expect(parseRetryAfter(null, now)).toBeNull()
  })

  it("retries timeouts, throttling and server errors, not refusals", () => {
    expect([408, 425, 429, 500, 502, 503].every(isRetryableStatus)).toBe(true)
    expect([400, 401, 403, 404, 422].some(isRetryableStatus)).toBe(false)
  })
})
