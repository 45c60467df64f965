import { locationsInLanguage, searchableLocation, type LocationNodeLike } from "./location-translations"

const node = (drupal_id: string, langcode: string, extra: Partial<LocationNodeLike> = {}): LocationNodeLike => ({
  id: `${drupal_id}-${langcode}`,
  drupal_id,
  langcode,
  ...extra,
})

describe("locationsInLanguage", () => {
  it("takes each location once: its translation in the language, else the default language's", () => {
    const nodes = [node("aarhus", "da"), node("aarhus", "en"), node("antwerpen", "en"), node("antwerpen", "nl-be"), node("basel", "de-ch")]
    expect(locationsInLanguage(nodes, "nl-be").map((location) => location.id)).toEqual(["aarhus-en", "antwerpen-nl-be", "basel-de-ch"])
    expect(locationsInLanguage(nodes, "da").map((location) => location.id)).toEqual(["aarhus-da", "antwerpen-en", "basel-de-ch"])
  })

  it("leaves unpublished translations out", () => {
    const nodes = [node("aarhus", "en"), node("aarhus", "da", { status: false })]
    expect(locationsInLanguage(nodes, "da").map((location) => location.id)).toEqual(["aarhus-en"])
  })
})

describe("searchableLocation", () => {
  it("maps the Drupal fields the search reads", () => {
    const location = node("aarhus", "da", {
      title: "Fleetlane Aarhus",
      field_country_code: "DK",
      field_address: { locality: "Aarhus C" },
      field_geolocation: { lat: 56.15674, lng: 10.23076 },
    })
    expect(searchableLocation(location)).toEqual({
      id: "aarhus",
      title: "Fleetlane Aarhus",
      country: "dk",
      city: "Aarhus C",
      position: { lat: 56.15674, lng: 10.23076 },
    })
  })

  it("has no position when the coordinates are missing", () => {
    expect(searchableLocation(node("x", "en", { field_geolocation: { lat: null as never, lng: 3 } })).position).toBeNull()
    expect(searchableLocation(node("x", "en")).position).toBeNull()
  })
})
