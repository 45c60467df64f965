/**
 * Whether a query string may carry campaign values: checked on every page load, so that the code
 * that reads and stores them (utm-storage) loads only for the rare URL that has some. It names the
 * keys itself rather than importing utm.ts, which would bring that code into every page's first
 * load; its test holds it to UTM_KEYS.
 */
const UTM_PARAMETER = /utm(_|%5f)(campaign|source|medium|content|term)=/i

export function mayCarryUtm(search: string): boolean {
  return UTM_PARAMETER.test(search)
}
