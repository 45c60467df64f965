import { locationsInLanguage, searchableLocation, type LocationNodeLike } from "./location-translations"

const node = (drupal_id: string, langcode: string, extra: Partial<LocationNodeLike> = {}): LocationNodeLike => ({
  id: `${drupal_id}-${langcode}`,
  drupal_id,
  langcode,
  ...extra,
})

describe("locationsInLanguage", () => {
  it("takes each location once: its translation in the locale, else the language's in another region, else its market's, else the default's", () => {
    const be = { field_country_code: "be" }
    const nodes = [
      node("aarhus", "da", { field_country_code: "dk" }),
      node("aarhus", "en", { field_country_code: "dk" }),
      node("antwerpen", "en", be),
      node("antwerpen", "nl-be", be),
      node("antwerpen", "fr-be", be),
      node("graz", "en", { field_country_code: "at" }),
      node("graz", "de-at", { field_country_code: "at" }),
      node("basel", "de-ch", { field_country_code: "ch" }),
    ]
    const ids = (langcode: string) => locationsInLanguage(nodes, langcode).map((location) => location.id)
    expect(ids("nl-be")).toEqual(["aarhus-da", "antwerpen-nl-be", "graz-de-at", "basel-de-ch"])
    expect(ids("nl")).toEqual(["aarhus-da", "antwerpen-nl-be", "graz-de-at", "basel-de-ch"])
    expect(ids("de")).toEqual(["aarhus-da", "antwerpen-nl-be", "graz-de-at", "basel-de-ch"])
    expect(ids("en-gb")).toEqual(["aarhus-en", "antwerpen-en", "graz-en", "basel-de-ch"])
    expect(ids("fr-ch")).toEqual(["aarhus-da", "antwerpen-fr-be", "graz-de-at", "basel-de-ch"])
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
