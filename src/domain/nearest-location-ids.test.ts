import { nearestLocationIds } from "./nearest-location-ids"
import type { LocationNodeLike } from "./location-translations"

const location = (
  drupal_id: string,
  langcode: string,
  lat: number,
  lng: number,
  extra: Partial<LocationNodeLike> = {},
): LocationNodeLike => ({
  id: `${drupal_id}-${langcode}`,
  drupal_id,
  langcode,
  title: drupal_id,
  field_country_code: "nl",
  field_geolocation: { lat, lng },
  ...extra,
})

const UTRECHT_NL = location("utrecht", "nl", 52.09, 5.12)
const UTRECHT_EN = location("utrecht", "en", 52.09, 5.12)
const AMSTERDAM_NL = location("amsterdam", "nl", 52.37, 4.9)
const AMSTERDAM_EN = location("amsterdam", "en", 52.37, 4.9)
const ROTTERDAM_EN = location("rotterdam", "en", 51.92, 4.48)
const GRONINGEN_NL = location("groningen", "nl", 53.22, 6.57)
const MAASTRICHT_NL = location("maastricht", "nl", 50.85, 5.69)
const LOCATIONS = [UTRECHT_NL, UTRECHT_EN, AMSTERDAM_NL, AMSTERDAM_EN, ROTTERDAM_EN, GRONINGEN_NL, MAASTRICHT_NL]

describe("nearestLocationIds", () => {
  it("names the other locations nearest first, each in the translation the page's language shows", () => {
    const nearest = nearestLocationIds(LOCATIONS, [UTRECHT_NL, UTRECHT_EN], 3)
    expect(nearest.get("utrecht-nl")).toEqual(["amsterdam-nl", "rotterdam-en", "maastricht-nl"])
    expect(nearest.get("utrecht-en")).toEqual(["amsterdam-en", "rotterdam-en", "maastricht-nl"])
  })

  it("keeps to the count and answers every page asked for, none for the others", () => {
    const nearest = nearestLocationIds(LOCATIONS, [GRONINGEN_NL, AMSTERDAM_EN], 1)
    expect(nearest.get("groningen-nl")).toEqual(["amsterdam-nl"])
    expect(nearest.get("amsterdam-en")).toEqual(["utrecht-en"])
    expect(nearest.has("utrecht-nl")).toBe(false)
  })

  it("leaves out unpublished translations and answers none for a location without coordinates", () => {
    const hidden = location("amersfoort", "nl", 52.16, 5.39, { status: false })
    const unmapped = location("nowhere", "nl", 0, 0, { field_geolocation: null })
    const nearest = nearestLocationIds([...LOCATIONS, hidden, unmapped], [UTRECHT_NL, unmapped], 1)
    expect(nearest.get("utrecht-nl")).toEqual(["amsterdam-nl"])
    expect(nearest.get("nowhere-nl")).toEqual([])
  })
})
