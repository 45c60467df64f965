import { ENDPOINTS } from "../../../domain/forms/form-ids"

export interface KvkCompany {
  kvkNummer: string
  naam: string
}

/** Companies whose name contains the text (empty on any failure: the visitor types on). */
export async function searchKvkCompanies(companyName: string, signal?: AbortSignal): Promise<KvkCompany[]> {
  try {
    const response = await fetch(`${ENDPOINTS.searchKvkCompanies}?${new URLSearchParams({ companyName })}`, { signal })
    if (!response.ok) return []
    const body = (await response.json()) as { kvkData?: KvkCompany[] }
    return body.kvkData ?? []
  } catch (error) {
    if ((error as { name?: string }).name !== "AbortError") console.error("KVK search failed", error)
    return []
  }
}

/** The postcode of the company's main establishment, or null when the lookup fails. */
export async function fetchKvkPostcode(kvkNumber: string): Promise<string | null> {
  try {
    const response = await fetch(`${ENDPOINTS.fetchKvkCompanyDetails}?${new URLSearchParams({ kvkNumber })}`)
    if (!response.ok) return null
    const body = (await response.json()) as { kvkData?: { adressen?: Array<{ postcode?: string }> } }
    return body.kvkData?.adressen?.[0]?.postcode ?? null
  } catch (error) {
    console.error("KVK details failed", error)
    return null
  }
}
