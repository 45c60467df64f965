import { formatRegistrationRecord, MAX_RECORD_LENGTH } from "../../../src/domain/registration/record"
import { IDENTIFIER_FIELDS, registrationQueryString, type RegistrationQuery } from "../../../src/domain/registration/lookup"
import { DEMO_REGISTRATIONS, demoDocumentPaths, type DemoRegistration } from "./demo-records"

/**
 * The registration-search service (spec: forms section 7): asked with the lookup's fields, it
 * answers a text record (trailer, license, vin, CVI link, registration link), or nothing. When an
 * e-mail address is given the service also sends the documents to it.
 */
export interface RegistrationService {
  /** The service's answer as text, as it came. Throws RegistrationServiceUnavailable. */
  lookup(query: RegistrationQuery): Promise<string>
}

export class RegistrationServiceUnavailable extends Error {}

const TIMEOUT_MS = 8000

/** The public service at REGISTRATION_SEARCH_URL: GET with the fields as query parameters. */
export function httpRegistrationService(serviceUrl: string, fetchImpl: typeof fetch = fetch): RegistrationService {
  return {
    async lookup(query) {
      const url = new URL(serviceUrl)
      for (const [name, value] of new URLSearchParams(registrationQueryString(query))) url.searchParams.set(name, value)
      let response: Response
      try {
        response = await fetchImpl(url, { headers: { Accept: "text/plain" }, signal: AbortSignal.timeout(TIMEOUT_MS) })
      } catch (error) {
        throw new RegistrationServiceUnavailable(`Registration search at ${url.host} failed: ${(error as Error).message}`)
      }
      // "No record" may come as 404 or 204; the service being down is anything 5xx.
      if (response.status >= 500) throw new RegistrationServiceUnavailable(`Registration search at ${url.host} answered ${response.status}`)
      if (!response.ok) return ""
      const text = await response.text()
      return text.length > MAX_RECORD_LENGTH ? "" : text
    },
  }
}

/** Trailer numbers and plates are written with or without spaces and dashes, in any case. */
function normalise(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, "")
}

function matches(registration: DemoRegistration, query: RegistrationQuery): boolean {
  const given = IDENTIFIER_FIELDS.filter((field) => query[field] !== "")
  return given.length > 0 && given.every((field) => normalise(registration[field]) === normalise(query[field]))
}

/**
 * The offline stand-in: answers from the demo records in the service's text format, with links to
 * the demo documents on the site's own origin. It sends no e-mail; it notes the request instead.
 */
export function demoRegistrationService(origin: string, log: (message: string) => void = console.log): RegistrationService {
  return {
    async lookup(query) {
      const registration = DEMO_REGISTRATIONS.find((candidate) => matches(candidate, query))
      if (!registration) return ""
      if (query.email) log(`Registration search (offline): the documents of ${registration.trailer} would be sent by e-mail now.`)
      const paths = demoDocumentPaths(registration)
      return formatRegistrationRecord({
        ...registration,
        cviUrl: new URL(paths.cvi, origin).toString(),
        registrationUrl: new URL(paths.registration, origin).toString(),
      })
    },
  }
}

/** The configured service: REGISTRATION_SEARCH_URL when set, else the offline stand-in. */
export function registrationServiceFromEnv(origin: string, env: Record<string, string | undefined> = process.env): RegistrationService {
  const serviceUrl = env.REGISTRATION_SEARCH_URL?.trim()
  return serviceUrl ? httpRegistrationService(serviceUrl) : demoRegistrationService(origin)
}
