/** A company as the autocomplete lists it (spec: search-kvk-companies returns kvkData with these). */
export interface KvkCompany {
  kvkNummer: string
  naam: string
}

/** What fetch-kvk-company-details returns: the main establishment's addresses (postcode first). */
export interface KvkCompanyDetails {
  kvkNummer: string
  adressen: Array<{ type: string; postcode: string; plaats: string }>
}

export class KvkUnavailable extends Error {}

/** The Dutch company register: the KVK APIs in production, a demo register offline. */
export interface KvkRegister {
  search(name: string, signal?: AbortSignal): Promise<KvkCompany[]>
  /** Null when the register does not know the number. */
  details(kvkNummer: string, signal?: AbortSignal): Promise<KvkCompanyDetails | null>
}

/** The register lists a company once per establishment; the autocomplete lists it once. */
export function uniqueByKvkNummer(companies: readonly KvkCompany[]): KvkCompany[] {
  const seen = new Set<string>()
  return companies.filter((company) => {
    if (seen.has(company.kvkNummer)) return false
    seen.add(company.kvkNummer)
    return true
  })
}

export const KVK_SEARCH_MIN_LENGTH = 2
export const KVK_SEARCH_MAX_LENGTH = 100
export const KVK_SEARCH_LIMIT = 10
