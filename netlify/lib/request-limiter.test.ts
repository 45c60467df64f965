import { AnswerCache } from "./answer-cache"
import { RequestLimiter, clientKey } from "./request-limiter"

function clock(start = 0) {
  let time = start
  return { now: () => time, advance: (ms: number) => (time += ms) }
}

describe("RequestLimiter", () => {
  it("allows the limit per window and key, then refuses with the seconds until the window ends", () => {
    const time = clock()
    const limiter = new RequestLimiter({ limit: 2, windowMs: 60000, now: time.now })
    expect(limiter.take("a")).toEqual({ allowed: true })
    expect(limiter.take("a")).toEqual({ allowed: true })
    time.advance(15000)
    expect(limiter.take("a")).toEqual({ allowed: false, retryAfterSeconds: 45 })
    expect(limiter.take("b")).toEqual({ allowed: true })
  })

  it("starts a new window once the old one is over", () => {
    const time = clock()
    const limiter = new RequestLimiter({ limit: 1, windowMs: 1000, now: time.now })
    limiter.take("a")
    expect(limiter.take("a").allowed).toBe(false)
    time.advance(1000)
    expect(limiter.take("a").allowed).toBe(true)
  })

  it("forgets the oldest keys past maxKeys, so many addresses cannot fill the memory", () => {
    const limiter = new RequestLimiter({ limit: 1, windowMs: 60000, maxKeys: 2, now: () => 0 })
    limiter.take("a")
    limiter.take("b")
    limiter.take("c")
    // a was forgotten: its next request opens a new window; c is still counted.
    expect(limiter.take("a").allowed).toBe(true)
    expect(limiter.take("c").allowed).toBe(false)
  })

  it("keys a request by Netlify's client IP, else its proxy header", () => {
    const request = new Request("http://localhost/", { headers: { "x-nf-client-connection-ip": "192.0.2.7" } })
    expect(clientKey(request, { ip: "198.51.100.1" })).toBe("198.51.100.1")
    expect(clientKey(request)).toBe("192.0.2.7")
    expect(clientKey(new Request("http://localhost/"))).toBe("unknown")
  })
})

describe("AnswerCache", () => {
  it("asks once per key within the time to live, and again after it", async () => {
    const time = clock()
    const cache = new AnswerCache<string>({ maxEntries: 10, ttlMs: 1000, now: time.now })
    const ask = jest.fn(async () => "answer")
    await cache.get("k", ask)
    await expect(cache.get("k", ask)).resolves.toBe("answer")
    expect(ask).toHaveBeenCalledTimes(1)
    time.advance(1000)
    await cache.get("k", ask)
    expect(ask).toHaveBeenCalledTimes(2)
  })

  it("drops the least recently used entry when full, and keeps no failure", async () => {
    const cache = new AnswerCache<string>({ maxEntries: 2, ttlMs: 60000, now: () => 0 })
    const ask = jest.fn(async () => "answer")
    await cache.get("a", ask)
    await cache.get("b", ask)
    await cache.get("a", ask)
    await cache.get("c", ask)
    ask.mockClear()
    await cache.get("a", ask)
    expect(ask).not.toHaveBeenCalled()
    await cache.get("b", ask)
    expect(ask).toHaveBeenCalledTimes(1)
    const failing = jest.fn(async () => Promise.reject(new Error("quota")))
    await expect(cache.get("x", failing)).rejects.toThrow("quota")
    await expect(cache.get("x", ask)).resolves.toBe("answer")
  })
})
