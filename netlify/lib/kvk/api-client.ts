import { KVK_SEARCH_LIMIT, KvkUnavailable, uniqueByKvkNummer, type KvkCompany, type KvkCompanyDetails, type KvkRegister } from "./types"
import { errorMessage } from "../errors"

export interface KvkApiConfig {
  apiKey: string
  /** https://api.kvk.nl/api (production) or https://api.kvk.nl/test/api (the KVK test environment). */
  apiUrl: string
}

interface ZoekenResponse {
  resultaten?: Array<{ kvkNummer?: string; naam?: string }>
}

interface VestigingResponse {
  kvkNummer?: string
  adressen?: Array<{ type?: string; postcode?: string; plaats?: string }>
}

/**
 * The KVK Handelsregister APIs: Zoeken (v2) to find companies by name, Basisprofiel (v1, the main
 * establishment) for the address. The API key goes in the `apikey` header and never leaves the
 * server. KVK answers 404 when a search finds nothing or a number is unknown.
 */
export class KvkApiRegister implements KvkRegister {
  constructor(
    private readonly config: KvkApiConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  private async get<T>(path: string, signal?: AbortSignal): Promise<T | null> {
    let response: Response
    try {
      response = await this.fetchImpl(`${this.config.apiUrl}${path}`, {
        headers: { apikey: this.config.apiKey, Accept: "application/json" },
        signal: signal ?? AbortSignal.timeout(5000),
      })
    } catch (error) {
      throw new KvkUnavailable(`KVK did not answer: ${errorMessage(error)}`)
    }
    if (response.status === 404) return null
    if (!response.ok) throw new KvkUnavailable(`KVK answered ${response.status}`)
    return (await response.json()) as T
  }

  async search(name: string, signal?: AbortSignal): Promise<KvkCompany[]> {
    const query = new URLSearchParams({ naam: name, resultatenPerPagina: String(KVK_SEARCH_LIMIT) })
    const body = await this.get<ZoekenResponse>(`/v2/zoeken?${query}`, signal)
    const companies = (body?.resultaten ?? [])
      .filter((result) => typeof result.kvkNummer === "string" && typeof result.naam === "string")
      .map((result) => ({ kvkNummer: result.kvkNummer as string, naam: result.naam as string }))
    return uniqueByKvkNummer(companies)
  }

  async details(kvkNummer: string, signal?: AbortSignal): Promise<KvkCompanyDetails | null> {
    const body = await this.get<VestigingResponse>(`/v1/basisprofielen/${encodeURIComponent(kvkNummer)}/hoofdvestiging`, signal)
    if (!body) return null
    const adressen = (body.adressen ?? [])
      .filter((address) => typeof address.postcode === "string")
      .map((address) => ({ type: address.type ?? "", postcode: address.postcode as string, plaats: address.plaats ?? "" }))
    return { kvkNummer, adressen }
  }
}
