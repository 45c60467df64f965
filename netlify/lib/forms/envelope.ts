import { LOCALE_CODES } from "../../../src/config/locales"
import { HONEYPOT_FIELD, isHoneypotHit } from "../../../src/domain/forms/honeypot"
import { normaliseText } from "../../../src/domain/forms/text"
import type { HubSpotContext } from "../../../src/domain/hubspot/common"
import { shortenPageUri } from "../../../src/domain/marketing/page-uri"
import { UTM_KEYS, UTM_VALUE_MAX_LENGTH, emptyUtm, type UtmValues } from "../../../src/domain/marketing/utm"
import { clientError } from "../http"

/**
 * The envelope every JSON submission comes in:
 * `{ formId, locale, values, context: { pageUri, pageName, hutk? }, utm: {...}, fax_number }`.
 * Nothing in it is trusted: unknown keys, unknown forms and locales, and malformed context are
 * refused with a 400. A page address or title that is only too long is shortened, never refused:
 * ad click ids make landing URLs of several kilobytes.
 */
export interface Envelope<Id extends string> {
  formId: Id
  locale: string
  values: unknown
  context: HubSpotContext
  utm: UtmValues
  honeypotHit: boolean
  /** The signed form-start token (checked with the values, src/domain/forms/fill-time.ts). */
  formStart: unknown
}

export type EnvelopeResult<Id extends string> = { ok: true; envelope: Envelope<Id> } | { ok: false; response: Response }

const ENVELOPE_KEYS = ["formId", "locale", "values", "context", "utm", "formStart", HONEYPOT_FIELD]
const CONTEXT_KEYS = ["pageUri", "pageName", "hutk"]
const PAGE_NAME_MAX_LENGTH = 300
/** HubSpot's visitor cookie is 32 hexadecimal characters. */
const HUTK_PATTERN = /^[a-f0-9]{32}$/i

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

function unknownKeys(record: Record<string, unknown>, allowed: readonly string[]): string[] {
  return Object.keys(record).filter((key) => !allowed.includes(key))
}

export function parseContext(value: unknown): HubSpotContext | null {
  if (!isRecord(value) || unknownKeys(value, CONTEXT_KEYS).length > 0) return null
  const { pageName = "", hutk } = value
  const pageUri = typeof value.pageUri === "string" ? shortenPageUri(value.pageUri) : null
  if (pageUri === null || typeof pageName !== "string") return null
  if (hutk !== undefined && hutk !== "" && (typeof hutk !== "string" || !HUTK_PATTERN.test(hutk))) return null
  const context = { pageUri, pageName: normaliseText(pageName, false).slice(0, PAGE_NAME_MAX_LENGTH) }
  return hutk ? { hutk: hutk as string, ...context } : context
}

export function parseUtm(value: unknown): UtmValues | null {
  if (value === undefined) return emptyUtm()
  if (!isRecord(value) || unknownKeys(value, UTM_KEYS).length > 0) return null
  const utm = emptyUtm()
  for (const key of UTM_KEYS) {
    const entry = value[key] ?? ""
    if (typeof entry !== "string" || entry.length > UTM_VALUE_MAX_LENGTH) return null
    utm[key] = entry
  }
  return utm
}

export function isKnownLocale(value: unknown): value is string {
  return typeof value === "string" && LOCALE_CODES.includes(value)
}

export function parseEnvelope<Id extends string>(body: Record<string, unknown>, formIds: readonly Id[]): EnvelopeResult<Id> {
  const extra = unknownKeys(body, ENVELOPE_KEYS)
  if (extra.length > 0) return { ok: false, response: clientError(400, "unknown_fields", { fields: extra }) }
  if (typeof body.formId !== "string" || !(formIds as readonly string[]).includes(body.formId)) {
    return { ok: false, response: clientError(400, "unknown_form") }
  }
  if (!isKnownLocale(body.locale)) return { ok: false, response: clientError(400, "unknown_locale") }
  const context = parseContext(body.context)
  if (!context) return { ok: false, response: clientError(400, "invalid_context") }
  const utm = parseUtm(body.utm)
  if (!utm) return { ok: false, response: clientError(400, "invalid_utm") }
  return {
    ok: true,
    envelope: {
      formId: body.formId as Id,
      locale: body.locale,
      values: body.values,
      context,
      utm,
      honeypotHit: isHoneypotHit(body[HONEYPOT_FIELD]),
      formStart: body.formStart,
    },
  }
}

/** An Idempotency-Key header, or a new key; null when the header is there but malformed. */
export function idempotencyKey(value: string | null, newKey: () => string): string | null {
  if (value === null || value === "") return newKey()
  return /^[A-Za-z0-9_-]{16,64}$/.test(value) ? value : null
}
