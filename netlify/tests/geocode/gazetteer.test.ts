import { placeKey } from "../../../src/domain/place-key"
import { Gazetteer, loadGazetteer, type GazetteerCity } from "../../functions/geocode/gazetteer"

let nextId = 1
const city = (name: string, country: string, population: number, lat: number, lng: number, altName = ""): GazetteerCity => ({
  cityId: nextId++,
  name,
  altName,
  country,
  population,
  loc: { coordinates: [lng, lat] },
})

const FIXTURE = [
  city("Utrecht", "NL", 290529, 52.09083, 5.12222),
  city("Born", "DE", 1143, 53.41, 8.92),
  city("Born", "NL", 2430, 51.03, 5.81),
  city("Köln", "DE", 963395, 50.93333, 6.95),
  city("Utica", "US", 60000, 43.1, -75.23),
  city("'s-Hertogenbosch", "NL", 134520, 51.69917, 5.30417, "Den Bosch"),
]

describe("placeKey", () => {
  it("ignores case, accents and punctuation", () => {
    expect(placeKey("  KÖLN ")).toBe("koln")
    expect(placeKey("'s-Hertogenbosch")).toBe("s hertogenbosch")
    expect(placeKey("Saint-Étienne")).toBe("saint etienne")
  })
})

describe("the gazetteer", () => {
  const gazetteer = new Gazetteer(FIXTURE, {}, ["nl", "de"])

  it("finds a city by name, the most populous of equal names, in the served countries only", async () => {
    await expect(gazetteer.forward({ city: "utrecht", country: null })).resolves.toEqual({
      position: { lat: 52.09083, lng: 5.12222 },
      place: { locality: "Utrecht", country: "Netherlands", countryCode: "nl" },
    })
    await expect(gazetteer.forward({ city: "Born", country: null })).resolves.toMatchObject({ place: { countryCode: "nl" } })
    await expect(gazetteer.forward({ city: "Utica", country: null })).resolves.toBeNull()
  })

  it("keeps to the chosen country", async () => {
    await expect(gazetteer.forward({ city: "Born", country: "de" })).resolves.toMatchObject({ position: { lat: 53.41 } })
    await expect(gazetteer.forward({ city: "Utrecht", country: "de" })).resolves.toBeNull()
  })

  it("matches without accents and by alternative names, and names the country in the asked language", async () => {
    await expect(gazetteer.forward({ city: "koln", country: "de", language: "de-DE" })).resolves.toMatchObject({
      place: { locality: "Köln", country: "Deutschland" },
    })
    await expect(gazetteer.forward({ city: "den bosch", country: null })).resolves.toMatchObject({
      place: { locality: "Den Bosch" },
    })
  })

  it("reverse geocodes to the nearest city, and to nothing out at sea", async () => {
    await expect(gazetteer.reverse({ lat: 52.1, lng: 5.1 })).resolves.toEqual({
      locality: "Utrecht",
      country: "Netherlands",
      countryCode: "nl",
    })
    await expect(gazetteer.reverse({ lat: 45, lng: -30 })).resolves.toBeNull()
  })

  it("suggests cities starting with the text, most populous first, within a country when asked", () => {
    expect(gazetteer.suggest({ text: "bo", country: null, limit: 8 }).map((s) => `${s.name} ${s.countryCode}`)).toEqual([
      "Born nl",
      "Born de",
    ])
    expect(gazetteer.suggest({ text: "bo", country: "de", limit: 8 })).toEqual([{ name: "Born", countryCode: "de", country: "Germany" }])
    expect(gazetteer.suggest({ text: "u", country: null, limit: 1 })).toHaveLength(1)
    expect(gazetteer.suggest({ text: " ", country: null, limit: 8 })).toEqual([])
  })
})

describe("the gazetteer over the served cities", () => {
  it("knows the cities of the served countries and nothing beyond them", async () => {
    const gazetteer = await loadGazetteer()
    await expect(gazetteer.forward({ city: "Utrecht", country: "nl" })).resolves.toMatchObject({ place: { countryCode: "nl" } })
    await expect(gazetteer.forward({ city: "Mississauga", country: null })).resolves.toMatchObject({ place: { countryCode: "ca" } })
    await expect(gazetteer.forward({ city: "Tokyo", country: null })).resolves.toBeNull()
    await expect(gazetteer.reverse({ lat: 51.2205, lng: 4.4003 })).resolves.toMatchObject({ locality: "Antwerpen", countryCode: "be" })
    expect(await loadGazetteer()).toBe(gazetteer)
  })
})
