import { ENDPOINTS } from "../../../src/domain/forms/form-ids"
import type { MaintenanceLocationData } from "../../../src/domain/forms/maintenance-locations"

const CACHE_MS = 5 * 60 * 1000
let cached: { data: MaintenanceLocationData; until: number } | null = null

function isLocationData(value: unknown): value is MaintenanceLocationData {
  if (!value || typeof value !== "object") return false
  const data = value as MaintenanceLocationData
  return Array.isArray(data.locations) && typeof data.otherEmails === "object" && data.otherEmails !== null
}

/**
 * The maintenance location list the build published from the location content, read from the
 * site itself (so the function and the form use the same list). Null when it cannot be read.
 */
export async function loadMaintenanceLocations(origin: string, fetchImpl: typeof fetch = fetch): Promise<MaintenanceLocationData | null> {
  if (cached && cached.until > Date.now()) return cached.data
  try {
    const response = await fetchImpl(new URL(ENDPOINTS.maintenanceLocations, origin), { signal: AbortSignal.timeout(3000) })
    if (!response.ok) return null
    const data: unknown = await response.json()
    if (!isLocationData(data)) return null
    cached = { data, until: Date.now() + CACHE_MS }
    return data
  } catch {
    return null
  }
}

export function clearMaintenanceLocationCache(): void {
  cached = null
}
