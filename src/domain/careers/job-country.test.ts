import { JOB_COUNTRIES } from "../../config/job-countries"
import { LOCALE_CODES } from "../../config/locales"
import { jobCountryFor, offersTrainee, requisitionFor, tableRequisitionIds } from "./job-country"

describe("the job-country table", () => {
  it("has the spec's thirteen countries", () => {
    expect(JOB_COUNTRIES.map((entry) => entry.name)).toEqual([
      "UK/Ireland",
      "Netherlands",
      "Belgium",
      "Germany",
      "Denmark",
      "France",
      "Poland",
      "Finland",
      "Italy",
      "Spain",
      "Norway",
      "Sweden",
      "Austria",
    ])
  })

  it("has trainee codes only for UK/Ireland, the Netherlands, Belgium, Germany, Denmark and France", () => {
    expect(JOB_COUNTRIES.filter(offersTrainee).map((entry) => entry.name)).toEqual([
      "UK/Ireland",
      "Netherlands",
      "Belgium",
      "Germany",
      "Denmark",
      "France",
    ])
  })

  it("names site locales only, each in one entry, and distinct codes", () => {
    const locales = JOB_COUNTRIES.flatMap((entry) => entry.locales)
    expect(locales.filter((locale) => !LOCALE_CODES.includes(locale))).toEqual([])
    expect(new Set(locales).size).toBe(locales.length)
    const codes = tableRequisitionIds()
    expect(codes).toHaveLength(13 + 6)
    expect(new Set(codes).size).toBe(codes.length)
  })
})

describe("the mechanic or trainee choice", () => {
  it("finds the entry of a locale", () => {
    expect(jobCountryFor("fr-be")?.name).toBe("Belgium")
    expect(jobCountryFor("en-gb")?.countries).toEqual(["gb", "ie"])
    expect(jobCountryFor("de-at")?.name).toBe("Austria")
    expect(jobCountryFor("en-ca")).toBeNull()
  })

  it("offers the switch only where a trainee requisition exists", () => {
    expect(offersTrainee(jobCountryFor("de"))).toBe(true)
    expect(offersTrainee(jobCountryFor("de-at"))).toBe(false)
    expect(offersTrainee(jobCountryFor("pl"))).toBe(false)
    expect(offersTrainee(null)).toBe(false)
  })

  it("applies to the trainee requisition only when chosen and offered", () => {
    const germany = jobCountryFor("de")!
    expect(requisitionFor(germany, true)).toBe(germany.mechanicJobCode)
    expect(requisitionFor(germany, false)).toBe(germany.traineeJobCode)
    const poland = jobCountryFor("pl")!
    expect(requisitionFor(poland, false)).toBe(poland.mechanicJobCode)
  })
})
