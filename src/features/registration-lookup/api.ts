import { parseRegistrationRecord, type RegistrationRecord } from "../../domain/registration/record"
import { REGISTRATION_SEARCH_ENDPOINT, registrationQueryString, type RegistrationQuery } from "../../domain/registration/lookup"

export type LookupOutcome =
  | { kind: "found"; record: RegistrationRecord }
  | { kind: "not-found" }
  | { kind: "invalid"; fields: Record<string, string> }
  | { kind: "unavailable" }

/**
 * GET the registration search with the lookup's fields. Its answer is the service's text record;
 * no record, or one that cannot be read, is "not found" (never a crash). A failure is logged.
 */
export async function lookupRegistration(query: RegistrationQuery, fetchImpl: typeof fetch = fetch): Promise<LookupOutcome> {
  try {
    const response = await fetchImpl(`${REGISTRATION_SEARCH_ENDPOINT}?${registrationQueryString(query)}`, {
      headers: { Accept: "text/plain" },
    })
    if (response.status === 404) return { kind: "not-found" }
    if (response.status === 400) {
      const body = (await response.json().catch(() => ({}))) as { fields?: Record<string, string> }
      return { kind: "invalid", fields: body.fields ?? {} }
    }
    if (!response.ok) {
      console.error("Registration lookup failed", response.status)
      return { kind: "unavailable" }
    }
    const record = parseRegistrationRecord(await response.text())
    return record ? { kind: "found", record } : { kind: "not-found" }
  } catch (error) {
    console.error("Registration lookup failed", error)
    return { kind: "unavailable" }
  }
}
