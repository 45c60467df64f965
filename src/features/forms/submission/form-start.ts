import { FILLED_TOO_FAST_ERROR, FORM_TOKEN_ERRORS, remainingFillWaitMs } from "../../../domain/forms/fill-time"
import { ENDPOINTS } from "../../../domain/forms/form-ids"

/**
 * The page's form-start token (src/domain/forms/fill-time.ts): asked for when a form is first
 * focused, sent with the submission. A form sent sooner than the minimum fill time after the token
 * arrived waits out the rest first, so the server never finds a person too fast.
 */
interface Started {
  token: string
  receivedAt: number
}

let started: Promise<Started | null> | null = null

async function requestToken(fetchImpl: typeof fetch | undefined): Promise<Started | null> {
  if (!fetchImpl) return null
  try {
    const response = await fetchImpl(ENDPOINTS.formStart, { headers: { Accept: "application/json" } })
    if (!response.ok) return null
    const body = (await response.json()) as { token?: unknown }
    return typeof body.token === "string" ? { token: body.token, receivedAt: Date.now() } : null
  } catch {
    return null
  }
}

/** Asks for the token now (a form's first focus), unless it is already there or on its way. */
export function prepareFormStart(fetchImpl: typeof fetch | undefined = globalThis.fetch): void {
  started ??= requestToken(fetchImpl)
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** The token once the minimum fill time has passed since it arrived; "" when none could be had (the server then refuses). */
export async function formStartToken(
  fetchImpl: typeof fetch | undefined = globalThis.fetch,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<string> {
  prepareFormStart(fetchImpl)
  let token = await started
  if (!token) {
    // The first ask failed (offline for a moment, say): once more, now.
    started = requestToken(fetchImpl)
    token = await started
  }
  if (!token) {
    started = null
    return ""
  }
  const remaining = remainingFillWaitMs(Date.now() - token.receivedAt)
  if (remaining > 0) await wait(remaining)
  return token.token
}

/** Forgets the token, so the next submission asks for a new one. */
export function discardFormStart(): void {
  started = null
}

const STALE_ERRORS: readonly string[] = [...FORM_TOKEN_ERRORS, FILLED_TOO_FAST_ERROR]

/** Whether the server refused a submission for its token (too old, or a page left open for days): worth one more try with a new one. */
export function isStaleFormStart(error: unknown): boolean {
  return typeof error === "string" && STALE_ERRORS.includes(error)
}

/** Sends with the page's token; once more with a new token when the server found it stale. */
export async function sendWithFormStart<R extends { error?: string }>(
  send: (token: string) => Promise<R>,
  fetchImpl: typeof fetch | undefined = globalThis.fetch,
): Promise<R> {
  const first = await send(await formStartToken(fetchImpl))
  if (!isStaleFormStart(first.error)) return first
  discardFormStart()
  return send(await formStartToken(fetchImpl))
}
