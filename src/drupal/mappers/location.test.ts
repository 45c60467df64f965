import { telUri } from "../../domain/tel-uri"
import { mapLocation, mapLocations, type LocationCardData } from "./location"

const aarhus: LocationCardData = {
  drupal_id: "uuid-aarhus",
  langcode: "da",
  title: "Fleetlane Aarhus",
  path: { alias: "/afdelinger/aarhus" },
  field_phone: " +45 86 55 50 27 ",
  field_country_code: "dk",
  field_address: { address_line1: "Oceanvej 10", address_line2: "", postal_code: "8000", locality: "Aarhus C", country_code: "DK" },
  field_geolocation: { lat: 56.15674, lng: 10.23076 },
  relationships: { field_image: null },
}

describe("mapLocation", () => {
  it("gives the view model the finder and the cards use", () => {
    expect(mapLocation(aarhus)).toEqual({
      id: "uuid-aarhus",
      title: "Fleetlane Aarhus",
      path: "/da/afdelinger/aarhus/",
      image: null,
      address: { lines: ["Oceanvej 10"], postalCode: "8000", locality: "Aarhus C", countryCode: "DK" },
      phone: "+45 86 55 50 27",
      position: { lat: 56.15674, lng: 10.23076 },
      country: "dk",
      city: "Aarhus C",
    })
  })

  it("has no position when a coordinate is missing, and takes the country from the address when needed", () => {
    const location = mapLocation({ ...aarhus, field_geolocation: { lat: 56.1, lng: null }, field_country_code: null })
    expect(location.position).toBeNull()
    expect(location.country).toBe("dk")
  })

  it("drops empty entries", () => {
    expect(mapLocations([null, aarhus, { ...aarhus, drupal_id: null }])).toHaveLength(1)
    expect(mapLocations(null)).toEqual([])
  })
})

describe("telUri", () => {
  it("keeps the plus and the digits", () => {
    expect(telUri("+45 86 55 50 27")).toBe("tel:+4586555027")
    expect(telUri("(030) 123-45")).toBe("tel:03012345")
  })
})
