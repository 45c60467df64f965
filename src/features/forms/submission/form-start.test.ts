import { MIN_FILL_MS } from "../../../domain/forms/fill-time"
import { discardFormStart, formStartToken, prepareFormStart, sendWithFormStart } from "./form-start"

function tokenFetch(tokens: string[]) {
  const asked: string[] = []
  const fetchImpl = jest.fn(async (url: string) => {
    asked.push(url)
    return { ok: true, status: 200, json: async () => ({ token: tokens[asked.length - 1] }) } as Response
  }) as unknown as typeof fetch
  return { fetchImpl, asked }
}

beforeEach(() => discardFormStart())

describe("the form-start token in the browser", () => {
  it("is asked for once, on the form's first focus, and sent after the rest of the minimum fill time", async () => {
    const { fetchImpl, asked } = tokenFetch(["fs1.a.b.c"])
    prepareFormStart(fetchImpl)
    prepareFormStart(fetchImpl)
    const waits: number[] = []
    const token = await formStartToken(fetchImpl, async (ms) => void waits.push(ms))
    expect(token).toBe("fs1.a.b.c")
    expect(asked).toEqual(["/api/form-start"])
    expect(waits).toHaveLength(1)
    expect(waits[0]).toBeGreaterThan(MIN_FILL_MS - 1000)
    expect(waits[0]).toBeLessThanOrEqual(MIN_FILL_MS)
  })

  it('is sent as "" when none can be had, and asked for again on the next submission', async () => {
    const failing = jest.fn(async () => ({ ok: false, status: 503, json: async () => ({}) }) as Response) as unknown as typeof fetch
    await expect(formStartToken(failing, async () => undefined)).resolves.toBe("")
    const { fetchImpl } = tokenFetch(["fs1.new.b.c"])
    await expect(formStartToken(fetchImpl, async () => undefined)).resolves.toBe("fs1.new.b.c")
  })

  it("sends once more with a new token when the server finds the token stale", async () => {
    const { fetchImpl, asked } = tokenFetch(["fs1.old.b.c", "fs1.new.b.c"])
    const sent: string[] = []
    jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate"] })
    try {
      const result = sendWithFormStart(async (token) => {
        sent.push(token)
        return sent.length === 1 ? { error: "form_token_expired" } : { error: undefined }
      }, fetchImpl)
      await jest.runAllTimersAsync()
      await expect(result).resolves.toEqual({ error: undefined })
    } finally {
      jest.useRealTimers()
    }
    expect(sent).toEqual(["fs1.old.b.c", "fs1.new.b.c"])
    expect(asked).toHaveLength(2)
  })
})
