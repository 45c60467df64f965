import { useEffect, useState } from "react"
import { ENDPOINTS } from "../../../domain/forms/form-ids"
import type { MaintenanceLocationData } from "../../../domain/forms/maintenance-locations"

let request: Promise<MaintenanceLocationData | null> | null = null

function load(): Promise<MaintenanceLocationData | null> {
  request ??= fetch(ENDPOINTS.maintenanceLocations)
    .then((response) => (response.ok ? (response.json() as Promise<MaintenanceLocationData>) : null))
    .catch((error: unknown) => {
      console.error("Could not load the maintenance locations", error)
      request = null
      return null
    })
  return request
}

/** The location list the build published from the location content (null until loaded). */
export function useMaintenanceLocations(): MaintenanceLocationData | null {
  const [data, setData] = useState<MaintenanceLocationData | null>(null)
  useEffect(() => {
    let current = true
    void load().then((loaded) => current && setData(loaded))
    return () => {
      current = false
    }
  }, [])
  return data
}

/** For tests: forget the loaded list. */
export function resetMaintenanceLocations(): void {
  request = null
}
