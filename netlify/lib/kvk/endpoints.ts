import { KVK_NUMBER_PATTERN } from "../../../src/domain/forms/rules"
import { endpoint } from "../endpoint"
import { clientError, json } from "../http"
import { KVK_SEARCH_MAX_LENGTH, KVK_SEARCH_MIN_LENGTH, KvkUnavailable, type KvkRegister } from "./types"

const LOOKUP_CACHE = { "Cache-Control": "private, max-age=300" }

async function answerFromRegister(lookup: () => Promise<Response>): Promise<Response> {
  try {
    return await lookup()
  } catch (error) {
    if (!(error instanceof KvkUnavailable)) throw error
    console.error(error.message)
    return json(503, { error: "register_unavailable" }, { "Retry-After": "30" })
  }
}

/** GET /api/search-kvk-companies?companyName={text}: { kvkData: [{ kvkNummer, naam }] }, one per number. */
export function searchKvkCompaniesEndpoint(register: () => KvkRegister) {
  return endpoint(["GET"], async (request: Request): Promise<Response> => {
    const name = (new URL(request.url).searchParams.get("companyName") ?? "").trim()
    if (name.length < KVK_SEARCH_MIN_LENGTH || name.length > KVK_SEARCH_MAX_LENGTH) {
      return clientError(400, "invalid_company_name", { minLength: KVK_SEARCH_MIN_LENGTH, maxLength: KVK_SEARCH_MAX_LENGTH })
    }
    return answerFromRegister(async () => json(200, { kvkData: await register().search(name) }, LOOKUP_CACHE))
  })
}

/** GET /api/fetch-kvk-company-details?kvkNumber={n}: { kvkData: { kvkNummer, adressen: [{ postcode, ... }] } }. */
export function fetchKvkCompanyDetailsEndpoint(register: () => KvkRegister) {
  return endpoint(["GET"], async (request: Request): Promise<Response> => {
    const kvkNumber = (new URL(request.url).searchParams.get("kvkNumber") ?? "").trim()
    if (!KVK_NUMBER_PATTERN.test(kvkNumber)) return clientError(400, "invalid_kvk_number")
    return answerFromRegister(async () => {
      const details = await register().details(kvkNumber)
      return details ? json(200, { kvkData: details }, LOOKUP_CACHE) : clientError(404, "not_found")
    })
  })
}
