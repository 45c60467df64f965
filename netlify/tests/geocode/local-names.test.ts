import { SERVED_COUNTRY_CODES } from "../../../src/config/location-finder"
import { placeKey } from "../../../src/domain/place-key"
import { loadGazetteer } from "../../functions/geocode/gazetteer"

/**
 * Names people type for the cities of every served country, in the local language or short,
 * where the gazetteer's own name is another (often the English one): each must find the same
 * city as the gazetteer's name, and be suggested under that name while it is typed.
 */
const LOCAL_NAMES: [typed: string, country: string, gazetteerName: string][] = [
  ["Den Haag", "nl", "The Hague"],
  ["'s-Gravenhage", "nl", "The Hague"],
  ["Den Bosch", "nl", "'s-Hertogenbosch"],
  ["Bruxelles", "be", "Brussels"],
  ["Brussel", "be", "Brussels"],
  ["Anvers", "be", "Antwerpen"],
  ["Gand", "be", "Gent"],
  ["Luik", "be", "Liège"],
  ["Bergen", "be", "Mons"],
  ["München", "de", "Munich"],
  ["Köln", "de", "Cologne"],
  ["Nürnberg", "de", "Nuremberg"],
  ["Wien", "at", "Vienna"],
  ["Genève", "ch", "Geneva"],
  ["Genf", "ch", "Geneva"],
  ["Zürich", "ch", "Zurich"],
  ["Bâle", "ch", "Basel"],
  ["Berne", "ch", "Bern"],
  ["Lucerne", "ch", "Luzern"],
  ["Dunkerque", "fr", "Dunkirk"],
  ["Rijsel", "fr", "Lille"],
  ["København", "dk", "Copenhagen"],
  ["Århus", "dk", "Aarhus"],
  ["Warszawa", "pl", "Warsaw"],
  ["Kraków", "pl", "Krakow"],
  ["Breslau", "pl", "Wrocław"],
  ["Helsingfors", "fi", "Helsinki"],
  ["Åbo", "fi", "Turku"],
  ["Tammerfors", "fi", "Tampere"],
  ["Roma", "it", "Rome"],
  ["Milano", "it", "Milan"],
  ["Napoli", "it", "Naples"],
  ["Torino", "it", "Turin"],
  ["Firenze", "it", "Florence"],
  ["Sevilla", "es", "Seville"],
  ["A Coruña", "es", "A Coruña"],
  ["Donostia", "es", "San Sebastián"],
  ["Göteborg", "se", "Gothenburg"],
  ["Trondhjem", "no", "Trondheim"],
  ["Montréal", "ca", "Montreal"],
  ["Québec", "ca", "Quebec"],
  ["Caerdydd", "gb", "Cardiff"],
  ["Dùn Èideann", "gb", "Edinburgh"],
  ["Baile Átha Cliath", "ie", "Dublin"],
  ["Corcaigh", "ie", "Cork"],
]

describe("local and short names of the served countries' cities", () => {
  it("cover every served country", () => {
    expect(new Set(LOCAL_NAMES.map(([, country]) => country))).toEqual(new Set(SERVED_COUNTRY_CODES))
  })

  // Within the country, as the finder asks once one is chosen ("Bergen" alone is the Norwegian city).
  it.each(LOCAL_NAMES)("%s (%s) finds %s, named as typed", async (typed, country, gazetteerName) => {
    const gazetteer = await loadGazetteer()
    const expected = await gazetteer.forward({ city: gazetteerName, country })
    expect(expected).not.toBeNull()
    const found = await gazetteer.forward({ city: typed, country })
    expect(found?.position).toEqual(expected?.position)
    expect(placeKey(found?.place.locality ?? "")).toBe(placeKey(typed))
  })

  it.each(LOCAL_NAMES)("%s (%s) is suggested while it is typed, and as typed once it is whole", async (typed, country, gazetteerName) => {
    const gazetteer = await loadGazetteer()
    const expected = await gazetteer.forward({ city: gazetteerName, country })
    const partly = gazetteer.suggest({ text: typed.slice(0, Math.max(4, typed.length - 2)), country, limit: 8 })
    const positions = await Promise.all(
      partly.map(async (suggestion) => (await gazetteer.forward({ city: suggestion.name, country }))?.position),
    )
    expect(positions).toContainEqual(expected?.position)
    const whole = gazetteer.suggest({ text: typed, country, limit: 8 })
    expect(whole.map((suggestion) => suggestion.name)).toContain(typed)
  })
})
