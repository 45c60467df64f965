import { ENDPOINTS } from "../../../domain/forms/form-ids"

export interface KvkCompany {
  kvkNummer: string
  naam: string
}

/**
 * What a register lookup came to. "failed" (the register or the network did not answer, 503) is
 * not "not found": the visitor is told the register cannot be reached, not that the company is
 * unknown (issue 19).
 */
export type KvkSearchResult = { status: "found"; companies: KvkCompany[] } | { status: "failed" } | { status: "aborted" }
export type KvkPostcodeResult = { status: "found"; postcode: string } | { status: "not_found" } | { status: "failed" }

/** Companies whose name contains the text; an empty list when the register knows none. */
export async function searchKvkCompanies(companyName: string, signal?: AbortSignal): Promise<KvkSearchResult> {
  try {
    const response = await fetch(`${ENDPOINTS.searchKvkCompanies}?${new URLSearchParams({ companyName })}`, { signal })
    if (!response.ok) return { status: "failed" }
    const body = (await response.json()) as { kvkData?: KvkCompany[] }
    return { status: "found", companies: body.kvkData ?? [] }
  } catch (error) {
    if ((error as { name?: string }).name === "AbortError") return { status: "aborted" }
    console.error("KVK search failed", error)
    return { status: "failed" }
  }
}

/** The postcode of the company's main establishment; 404 is an unknown number, anything else a failed lookup. */
export async function fetchKvkPostcode(kvkNumber: string): Promise<KvkPostcodeResult> {
  try {
    const response = await fetch(`${ENDPOINTS.fetchKvkCompanyDetails}?${new URLSearchParams({ kvkNumber })}`)
    if (response.status === 404) return { status: "not_found" }
    if (!response.ok) return { status: "failed" }
    const body = (await response.json()) as { kvkData?: { adressen?: Array<{ postcode?: string }> } }
    const postcode = body.kvkData?.adressen?.[0]?.postcode
    return postcode ? { status: "found", postcode } : { status: "not_found" }
  } catch (error) {
    console.error("KVK details failed", error)
    return { status: "failed" }
  }
}
