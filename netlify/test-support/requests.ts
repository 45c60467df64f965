import type { Context } from "@netlify/functions"

/** A function context whose waitUntil work the test can await. */
export function testContext(): { context: Context; settled: () => Promise<void> } {
  const pending: Promise<unknown>[] = []
  const context = { waitUntil: (promise: Promise<unknown>) => pending.push(promise) } as unknown as Context
  return {
    context,
    settled: async () => {
      while (pending.length) await pending.shift()
    },
  }
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  })
}

export function postForm(url: string, fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  })
}
