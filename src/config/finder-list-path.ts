/**
 * Where the build writes a language's complete list of the finder's locations (LocationView[] as
 * JSON), which the finder fetches when it starts: its page data holds only the start's locations.
 * A module of its own: the finder's chunk inlines it, and the pages that share the finder's
 * constants (src/config/location-finder.ts) do not carry it.
 */
export function finderListPath(langcode: string): string {
  return `/finder-data/${langcode}.json`
}
