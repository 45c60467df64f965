import { readFileSync } from "node:fs"
import { ALTERNATE_NAMES_FILE, alternateNames, alternateNamesTable, formatAlternateNames, readCities500 } from "./alternate-names"

describe("the gazetteer's alternate names", () => {
  it("keeps the names people type and leaves out codes, other scripts, romanisations and the own name", () => {
    const candidates = ["Den Haag", "HAG", "Гаага", "hai ya", "'s-Gravenhage", "The Hague", "the hague", "Róma", "Roma", "X"]
    expect(alternateNames("The Hague", candidates)).toEqual(["Den Haag", "'s-Gravenhage", "Róma", "Roma"])
  })

  it("reads cities of the served countries with enough inhabitants only", () => {
    const row = (id: string, name: string, names: string, country: string, population: number) =>
      [id, name, name, names, "0", "0", "P", "PPL", country, "", "", "", "", "", String(population)].join("\t")
    const table = [
      row("1", "The Hague", "Den Haag", "NL", 474292),
      row("2", "Tokyo", "Tokio", "JP", 8336599),
      row("3", "Tiny", "Tinier", "NL", 40),
    ]
    expect(alternateNamesTable(table.join("\n"), ["nl"])).toEqual({ "1": ["Den Haag"] })
  })

  it("are the file the geocode function bundles, made from the installed GeoNames table", () => {
    expect(readFileSync(ALTERNATE_NAMES_FILE, "utf8")).toBe(formatAlternateNames(alternateNamesTable(readCities500())))
  })
})
