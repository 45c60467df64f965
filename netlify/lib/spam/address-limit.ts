import { createHmac } from "node:crypto"
import type { KeyValueStore } from "../outbox/store"

/**
 * How many submissions one address may have stored per hour, counted by the functions themselves:
 * Netlify's rateLimit (per minute, in each function's config) is not enforced by `netlify serve`
 * and resets every minute, so a patient script could still fill the outbox. The count lives in
 * Netlify Blobs under an HMAC of the address (the address itself is never stored), one key per
 * address and hour; the scheduled retry removes past hours.
 */
export const SUBMISSIONS_PER_ADDRESS_PER_HOUR = 20
const HOUR_MS = 60 * 60 * 1000
const PREFIX = "submissions/"

/**
 * The machine's own address: `netlify serve` on a developer's machine and the browser tests, which
 * send every form from it. Netlify never names a loopback address as a visitor's.
 */
export function isLoopbackAddress(address: string): boolean {
  return address === "::1" || /^(?:::ffff:)?127\./.test(address)
}

export type AddressAdmission = { ok: true } | { ok: false; retryAfterSeconds: number }

export class AddressLimit {
  constructor(
    private readonly store: KeyValueStore,
    private readonly secret: string,
    private readonly limit: number = SUBMISSIONS_PER_ADDRESS_PER_HOUR,
    private readonly now: () => number = Date.now,
  ) {}

  private key(address: string, hour: number): string {
    return `${PREFIX}${hour}/${createHmac("sha256", this.secret).update(address).digest("base64url")}`
  }

  /** Counts one submission of the address, or refuses it when the hour's count is reached. */
  async admit(address: string): Promise<AddressAdmission> {
    const now = this.now()
    const hour = Math.floor(now / HOUR_MS)
    const key = this.key(address, hour)
    const refused: AddressAdmission = { ok: false, retryAfterSeconds: Math.ceil(((hour + 1) * HOUR_MS - now) / 1000) }
    // Conditional writes, so two requests at once never count as one; a few tries, then refuse.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const entry = await this.store.get<number>(key)
      if (!entry) {
        if ((await this.store.create(key, 1)).modified) return { ok: true }
        continue
      }
      if (entry.value >= this.limit) return refused
      if ((await this.store.replace(key, entry.value + 1, entry.etag)).modified) return { ok: true }
    }
    return refused
  }

  /** Removes the counts of past hours; returns how many. */
  async prune(): Promise<number> {
    const current = Math.floor(this.now() / HOUR_MS)
    const past = (await this.store.keys(PREFIX)).filter((key) => Number(key.slice(PREFIX.length).split("/")[0]) < current)
    for (const key of past) await this.store.remove(key)
    return past.length
  }
}
