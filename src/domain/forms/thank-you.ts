import { withTrailingSlash } from "../routing"

/**
 * Where a form goes after success (spec: forms section 2): the locale's thank-you route with
 * ?form={key}. Forms without a key show their thank-you title and text in place.
 */
export const THANK_YOU_FORM_KEYS = {
  maintenance: "maintenance",
  lease_rental: "lease-rental",
  lease_rental_new: "lease-rental",
  nl_rent_lease: "lease-rental",
  nl_parts: "parts",
  insight: "connected-solutions",
  contact_simple: "ereefer",
  contact: "general",
} as const satisfies Record<string, string>

export type ThankYouKey = (typeof THANK_YOU_FORM_KEYS)[keyof typeof THANK_YOU_FORM_KEYS]

export function thankYouKeyOf(formId: string): ThankYouKey | null {
  return (THANK_YOU_FORM_KEYS as Record<string, ThankYouKey>)[formId] ?? null
}

/** "/nl/bedankt" + "general" -> "/nl/bedankt/?form=general"; null without a path. */
export function thankYouUrl(thankYouPath: string | null | undefined, key: ThankYouKey): string | null {
  const path = thankYouPath?.trim()
  if (!path || !path.startsWith("/")) return null
  return `${withTrailingSlash(path)}?form=${encodeURIComponent(key)}`
}
