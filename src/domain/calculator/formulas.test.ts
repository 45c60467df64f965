import { E_ASSET_NAMES, E_ASSETS } from "./constants"
import { calculate, dieselTotal, electricShare, electricTotal, forestArea, recommendedOrder, saving, savingShare, trees } from "./formulas"

// A worked example: long haul (diesel 7.4, electric 1.5 kg CO₂e per hour), the Dutch country
// average 1.02 and 2000 operating hours a year.
const LONG_HAUL = { dieselFactor: 7.4, electricFactor: 1.5 }
const NL_AVERAGE = 1.02
const HOURS = 2000

describe("calculator formulas", () => {
  it("diesel total = diesel factor x country average x hours / 1000", () => {
    expect(dieselTotal(7.4, 1.02, 2000)).toBeCloseTo(15.096, 10)
    expect(dieselTotal(9, 1, 100)).toBeCloseTo(0.9, 10)
    expect(dieselTotal(9, 1, 0)).toBe(0)
  })

  it("electric total: battery-only takes the full electric factor, era 0.2 x the electric factor", () => {
    expect(electricShare("battery")).toBe(1)
    expect(electricShare("era")).toBe(0.2)
    expect(electricTotal(1.5, 1.02, 2000, "battery")).toBeCloseTo(3.06, 10)
    expect(electricTotal(1.5, 1.02, 2000, "era")).toBeCloseTo(0.612, 10)
  })

  it("the saving is the difference and the percentage the difference over the diesel total", () => {
    expect(saving(15.096, 3.06)).toBeCloseTo(12.036, 10)
    expect(savingShare(15.096, 3.06)).toBeCloseTo(12.036 / 15.096, 10) // 79.73 %
    expect(savingShare(15.096, 0.612)).toBeCloseTo(0.959459, 5) // 95.95 %
    expect(savingShare(0, 0)).toBe(0)
  })

  it("trees = 1000 x difference / 20 and forest area = 1000 x difference / 0.5", () => {
    expect(trees(12.036)).toBeCloseTo(601.8, 10)
    expect(forestArea(12.036)).toBeCloseTo(24072, 8)
    expect(trees(1)).toBe(50)
    expect(forestArea(1)).toBe(2000)
  })

  it("recommends battery-only first when infrastructure is available or will be, era first when none or limited", () => {
    expect(recommendedOrder(["available"])).toEqual(["battery", "era"])
    expect(recommendedOrder(["planned"])).toEqual(["battery", "era"])
    expect(recommendedOrder(["none"])).toEqual(["era", "battery"])
    expect(recommendedOrder(["limited"])).toEqual(["era", "battery"])
    expect(recommendedOrder(["limited", "none"])).toEqual(["era", "battery"])
    expect(recommendedOrder(["limited", "planned"])).toEqual(["battery", "era"])
  })

  it("calculates every result of the worked example, the recommended solution first", () => {
    const result = calculate({ ...LONG_HAUL, countryAverage: NL_AVERAGE, hours: HOURS, infrastructure: ["available"] })
    expect(result.dieselTotal).toBeCloseTo(15.096, 10)
    const [battery, era] = result.solutions
    expect(battery.solution).toBe("battery")
    expect(battery.electricTotal).toBeCloseTo(3.06, 10)
    expect(battery.saving).toBeCloseTo(12.036, 10)
    expect(battery.savingShare).toBeCloseTo(0.797297, 5)
    expect(battery.trees).toBeCloseTo(601.8, 8)
    expect(battery.forestArea).toBeCloseTo(24072, 8)
    expect(era.solution).toBe("era")
    expect(era.electricTotal).toBeCloseTo(0.612, 10)
    expect(era.saving).toBeCloseTo(14.484, 10)
    expect(era.trees).toBeCloseTo(724.2, 8)
    expect(era.forestArea).toBeCloseTo(28968, 8)

    const noInfrastructure = calculate({ ...LONG_HAUL, countryAverage: NL_AVERAGE, hours: HOURS, infrastructure: ["none"] })
    expect(noInfrastructure.solutions.map((solution) => solution.solution)).toEqual(["era", "battery"])
    expect(noInfrastructure.solutions[0].saving).toBeCloseTo(14.484, 10)
  })
})

describe("the e-asset names map", () => {
  it("names each e-asset as the asset the CRM knows", () => {
    expect(E_ASSET_NAMES).toEqual({
      "e-Van": "Commercial Van",
      "e-Reefer": "Trailer Reefer",
      "e-Truck": "Truck Rigid",
      "e-Tractor": "Truck Standard",
    })
    expect(Object.keys(E_ASSET_NAMES).sort()).toEqual([...E_ASSETS].sort())
  })
})
