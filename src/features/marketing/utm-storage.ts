import { UTM_STORAGE_KEY, emptyUtm, utmFromSearch, utmFromStored, type UtmValues } from "../../domain/marketing/utm"

/**
 * Campaign values in local storage (spec: forms section 7): every page load and route change
 * looks for UTM parameters in the URL and, when there are any, keeps them for later enquiries.
 */
export function captureUtm(search: string, storage: Storage | undefined = safeLocalStorage()): void {
  const values = utmFromSearch(search)
  if (!values || !storage) return
  try {
    storage.setItem(UTM_STORAGE_KEY, JSON.stringify(values))
  } catch {
    // Storage full or blocked: the enquiry goes without campaign values.
  }
}

export function storedUtm(storage: Storage | undefined = safeLocalStorage()): UtmValues {
  if (!storage) return emptyUtm()
  try {
    return utmFromStored(JSON.parse(storage.getItem(UTM_STORAGE_KEY) ?? "null"))
  } catch {
    return emptyUtm()
  }
}

export function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage
  } catch {
    return undefined
  }
}
