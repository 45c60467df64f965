import { ValidationError } from "yup"
import { formatRegistrationRecord, parseRegistrationRecord } from "../../../src/domain/registration/record"
import { IDENTIFIER_FIELDS, registrationLookupSchema, type RegistrationQuery } from "../../../src/domain/registration/lookup"
import { endpoint } from "../endpoint"
import { json } from "../http"
import { RegistrationServiceUnavailable, type RegistrationService } from "./service"

const QUERY_FIELDS: readonly string[] = [...IDENTIFIER_FIELDS, "email"]

function text(status: number, body: string): Response {
  return new Response(body, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" },
  })
}

async function validQuery(params: URLSearchParams): Promise<{ query: RegistrationQuery } | { errors: Record<string, string> }> {
  const unknown = [...params.keys()].filter((name) => !QUERY_FIELDS.includes(name))
  if (unknown.length) return { errors: Object.fromEntries(unknown.map((name) => [name, "UNKNOWN_FIELD"])) }
  try {
    return { query: await registrationLookupSchema.validate(Object.fromEntries(params), { abortEarly: false }) }
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    return { errors: Object.fromEntries(error.inner.map((inner) => [inner.path ?? "values", inner.message])) }
  }
}

/**
 * GET /api/registration-search?trailer=&license=&vin=&email=: validates the fields with the
 * browser's schema, asks the registration service and answers its record as text/plain (200), an
 * empty 404 when it has none, or a malformed answer, 400 for invalid fields and 502 when the
 * service cannot be reached.
 */
export function registrationSearchEndpoint(serviceFor: (request: Request) => RegistrationService) {
  return endpoint(["GET"], async (request: Request): Promise<Response> => {
    const checked = await validQuery(new URL(request.url).searchParams)
    if ("errors" in checked) return json(400, { error: "invalid_fields", fields: checked.errors })
    let answer: string
    try {
      answer = await serviceFor(request).lookup(checked.query)
    } catch (error) {
      if (!(error instanceof RegistrationServiceUnavailable)) throw error
      console.error(error.message)
      return json(502, { error: "service_unavailable" }, { "Retry-After": "30" })
    }
    const record = parseRegistrationRecord(answer)
    if (!record) {
      if (answer.trim() !== "") console.warn("Registration search: the service's answer is not a record; treated as not found.")
      return text(404, "")
    }
    return text(200, formatRegistrationRecord(record))
  })
}
