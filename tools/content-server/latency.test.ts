import type { IncomingMessage, ServerResponse } from "node:http"
import { contentServerLatencyMs, withLatency } from "./latency"

describe("contentServerLatencyMs", () => {
  it("is 0 unless CONTENT_SERVER_LATENCY_MS says otherwise", () => {
    expect(contentServerLatencyMs({})).toBe(0)
    expect(contentServerLatencyMs({ CONTENT_SERVER_LATENCY_MS: " " })).toBe(0)
    expect(contentServerLatencyMs({ CONTENT_SERVER_LATENCY_MS: "150" })).toBe(150)
  })

  it("refuses what is not a number of milliseconds", () => {
    expect(() => contentServerLatencyMs({ CONTENT_SERVER_LATENCY_MS: "150ms" })).toThrow(/CONTENT_SERVER_LATENCY_MS/)
    expect(() => contentServerLatencyMs({ CONTENT_SERVER_LATENCY_MS: "-1" })).toThrow(/CONTENT_SERVER_LATENCY_MS/)
  })
})

describe("withLatency", () => {
  const request = {} as IncomingMessage
  const response = {} as ServerResponse

  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it("hands each request to the handler only once the latency has passed", () => {
    const handler = jest.fn()
    const late = withLatency(handler, 150)
    late(request, response)
    late(request, response)
    jest.advanceTimersByTime(149)
    expect(handler).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(handler).toHaveBeenCalledTimes(2)
    expect(handler).toHaveBeenCalledWith(request, response)
  })

  it("is the handler itself without a latency", () => {
    const handler = jest.fn()
    expect(withLatency(handler, 0)).toBe(handler)
  })

  it("reads a latency given as a function for each request, so that it can change", () => {
    const handler = jest.fn()
    let latency = 0
    const late = withLatency(handler, () => latency)
    late(request, response)
    expect(handler).toHaveBeenCalledTimes(1)
    latency = 150
    late(request, response)
    jest.advanceTimersByTime(149)
    expect(handler).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(1)
    expect(handler).toHaveBeenCalledTimes(2)
  })
})
