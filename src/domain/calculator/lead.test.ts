import { recomputedCalculation } from "./factors"
import { calculate } from "./formulas"
import { calculationMessage, calculationValues, type CalculatorContactValues } from "./lead"

// The worked example of formulas.test.ts: long haul (7.4 and 1.5 kg CO₂e per hour), the Dutch
// average 1.02, 2000 hours, charging available: diesel 15.096 t, battery-only 3.06 t, era 0.612 t.
const result = calculate({ dieselFactor: 7.4, electricFactor: 1.5, countryAverage: 1.02, hours: 2000, infrastructure: ["available"] })

const inputs = calculationValues({
  drivers: { question1: ["sustainability", "noise"], question2: ["e-Reefer", "e-Tractor"] },
  usage: { question1: "long-haul-id", question2: "daily", question3: ["available", "limited"], question4: 2000 },
  haulTypeName: "Long haul",
  result,
})

const factors = {
  haulTypes: [
    { id: "city-id", name: "City", dieselFactor: 5, electricFactor: 1 },
    { id: "long-haul-id", name: "Long haul", dieselFactor: 7.4, electricFactor: 1.5 },
  ],
  countryAverage: 1.02,
}

const calculation = recomputedCalculation(inputs, factors)!

const values: CalculatorContactValues = {
  company: "Koelvervoer Jansen",
  first_name: "Anna",
  last_name: "Jansen",
  email: "anna@jansen.nl",
  phone: "+31612345678",
  receive_tip_newsletter: false,
  privacy: true,
  calculation,
}

describe("the calculator's lead", () => {
  it("sends the answers only, the haul type by its term id: no result from the browser", () => {
    expect(inputs).toEqual({
      drivers: ["sustainability", "noise"],
      assets: ["e-Reefer", "e-Tractor"],
      haul_type: "long-haul-id",
      frequency: "daily",
      infrastructure: ["available", "limited"],
      hours: 2000,
    })
  })

  it("is completed on the server with the haul type's name and the result recomputed from its factors", () => {
    expect(calculation).toEqual({
      drivers: ["sustainability", "noise"],
      assets: ["e-Reefer", "e-Tractor"],
      haul_type: "Long haul",
      frequency: "daily",
      infrastructure: ["available", "limited"],
      hours: 2000,
      diesel_total: result.dieselTotal,
      solutions: [
        { solution: "battery", electric_total: result.solutions[0].electricTotal },
        { solution: "era", electric_total: result.solutions[1].electricTotal },
      ],
    })
    expect(calculation.diesel_total).toBeCloseTo(15.096, 10)
    expect(calculation.solutions[0].electric_total).toBeCloseTo(3.06, 10)
  })

  it("refuses a haul type that is not one of the terms (issue 19, point 10)", () => {
    expect(recomputedCalculation({ ...inputs, haul_type: "Invented haul" }, factors)).toBeNull()
  })

  it("tells the sales team the calculation in English, with the e-assets by their CRM names", () => {
    expect(calculationMessage(values).split("\n")).toEqual([
      "E-reefer calculator",
      "Company: Koelvervoer Jansen",
      "Interested in: Trailer Reefer, Truck Standard",
      "Motives: sustainability, noise",
      "Haul type: Long haul; frequency: daily; charging infrastructure: available, limited",
      "Operating hours per year: 2000",
      "Diesel reefer: 15.1 t CO2e/year",
      "Recommended: Battery-only e-reefer, 3.1 t CO2e/year (80% less)",
      "Alternative: E-reefer with ERA, 0.6 t CO2e/year (96% less)",
    ])
  })
})
