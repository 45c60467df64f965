import { mapCalculatorData } from "./calculator"

const haulTypes = [
  { drupal_id: "long", name: "Lange afstand", field_diesel_factor: 7.4, field_electric_factor: 1.5 },
  { drupal_id: "urban", name: "Stadsdistributie", field_diesel_factor: 9, field_electric_factor: 2 },
  { drupal_id: "broken", name: "Zonder factoren", field_diesel_factor: null, field_electric_factor: 2 },
]
const countries = [
  { drupal_id: "eu", field_country_code: null, field_average_factor: 1 },
  { drupal_id: "nl", field_country_code: "nl", field_average_factor: 1.02 },
  { drupal_id: "de", field_country_code: "de", field_average_factor: 1.08 },
]

describe("mapCalculatorData", () => {
  it("takes the haul types with both factors, in order, and the average of the locale's market", () => {
    expect(mapCalculatorData(haulTypes, countries, "nl")).toEqual({
      haulTypes: [
        { id: "long", name: "Lange afstand", dieselFactor: 7.4, electricFactor: 1.5 },
        { id: "urban", name: "Stadsdistributie", dieselFactor: 9, electricFactor: 2 },
      ],
      countryAverage: 1.02,
      country: "nl",
    })
    expect(mapCalculatorData(haulTypes, countries, "de-at")?.countryAverage).toBe(1)
  })

  it("uses the default average for the international locale and for markets without their own", () => {
    expect(mapCalculatorData(haulTypes, countries, "en")).toMatchObject({ countryAverage: 1, country: null })
    expect(mapCalculatorData(haulTypes, countries, "fr")).toMatchObject({ countryAverage: 1, country: null })
  })

  it("is null without haul types or an average to calculate with", () => {
    expect(mapCalculatorData([], countries, "nl")).toBeNull()
    expect(mapCalculatorData(haulTypes, countries.slice(2), "nl")).toBeNull()
  })
})
