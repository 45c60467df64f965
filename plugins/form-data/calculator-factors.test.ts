import { calculatorFactorsFile } from "./calculator-factors"

const haulTypes = [
  { drupal_id: "t-long", langcode: "nl", name: "Lange afstand", field_diesel_factor: 7.4, field_electric_factor: 1.5 },
  { drupal_id: "t-long", langcode: "en", name: "Long haul", field_diesel_factor: 7.4, field_electric_factor: 1.5 },
  { drupal_id: "t-broken", langcode: "en", name: "No factors", field_diesel_factor: null, field_electric_factor: 1 },
]
const countries = [
  { drupal_id: "c-nl", field_country_code: "NL", field_average_factor: 1.02 },
  { drupal_id: "c-default", field_country_code: null, field_average_factor: 1 },
]

describe("the calculator's factors file", () => {
  it("holds each locale's haul types with their factors and the market's country average, as the page computes", () => {
    const file = calculatorFactorsFile(haulTypes, countries)
    expect(file.nl).toEqual({
      haulTypes: [{ id: "t-long", name: "Lange afstand", dieselFactor: 7.4, electricFactor: 1.5 }],
      countryAverage: 1.02,
    })
    expect(file.en).toEqual({ haulTypes: [{ id: "t-long", name: "Long haul", dieselFactor: 7.4, electricFactor: 1.5 }], countryAverage: 1 })
    expect(file.de).toBeUndefined()
  })
})
