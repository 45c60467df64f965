import { workshopOptions } from "./workshops"

const records = [
  { country_code: "gb", value: "Fleetlane Birmingham" },
  { country_code: "ie", value: "Fleetlane Dublin" },
  { country_code: "gb", value: "Fleetlane UK HQ" },
  { country_code: "gb", value: "Aberdeen" },
  { country_code: "nl", value: "Rotterdam" },
]

describe("workshopOptions", () => {
  it("lists the workshops of every country of the entry, sorted without the brand, without head office or Other", () => {
    expect(workshopOptions(records, ["gb", "ie"])).toEqual(["Aberdeen", "Fleetlane Birmingham", "Fleetlane Dublin"])
    expect(workshopOptions(records, ["nl"])).toEqual(["Rotterdam"])
    expect(workshopOptions(records, ["pl"])).toEqual([])
  })
})
