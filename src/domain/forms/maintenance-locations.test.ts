import {
  defaultLocationFor,
  isOfferedLocation,
  locationEmail,
  locationOptions,
  locationSortKey,
  otherEmailFor,
  OTHER_LOCATION,
  type LocationRecord,
} from "./maintenance-locations"

const records: LocationRecord[] = [
  { country_code: "gb", value: "TIP Used Southampton", email: "southampton@example.test" },
  { country_code: "gb", value: "Trailer Auto Group", email: "tag@example.test" },
  { country_code: "gb", value: "TIP UK HQ", email: "hq@example.test" },
  { country_code: "gb", value: "Fleetlane UK HQ", email: "mk@example.test" },
  { country_code: "gb", value: "TIP Birmingham", email: "birmingham@example.test" },
  { country_code: "gb", value: "Aberdeen Depot", email: "aberdeen@example.test" },
  { country_code: "gb", value: "tip Manchester", email: "manchester@example.test" },
  { country_code: "gbr", value: "Fleetlane Daventry", email: "daventry@example.test" },
  { country_code: "nl", value: "Fleetlane Zwolle", email: "zwolle@example.test" },
  { country_code: "nl", value: "Fleetlane Amsterdam", email: "amsterdam@example.test" },
  { country_code: "nl", value: "Fleetlane Used Utrecht", email: "utrecht@example.test" },
]

describe("maintenance location options", () => {
  it("lists the country's locations by name without the brand prefix, Other last, exclusions left out", () => {
    expect(locationOptions(records, "gb")).toEqual([
      "Aberdeen Depot",
      "TIP Birmingham",
      "Fleetlane Daventry",
      "tip Manchester",
      "TIP Used Southampton",
      OTHER_LOCATION,
    ])
  })

  it("compares the first two characters of the country code, in either case", () => {
    expect(locationOptions(records, "GB-ENG")).toEqual(locationOptions(records, "gb"))
    expect(locationOptions(records, "nl_NL")).toEqual(["Fleetlane Amsterdam", "Fleetlane Used Utrecht", "Fleetlane Zwolle", OTHER_LOCATION])
  })

  it("offers only Other for a country without locations, or without a country", () => {
    expect(locationOptions(records, "fr")).toEqual([OTHER_LOCATION])
    expect(locationOptions(records, null)).toEqual([OTHER_LOCATION])
    expect(locationOptions([], "nl")).toEqual([OTHER_LOCATION])
  })

  it("sorts ignoring a leading TIP, TIP Used, Fleetlane or Fleetlane Used, case-insensitively", () => {
    expect(locationSortKey("TIP Used Lyon")).toBe("lyon")
    expect(locationSortKey("TIP Lyon")).toBe("lyon")
    expect(locationSortKey("Fleetlane Used Lyon")).toBe("lyon")
    expect(locationSortKey("Fleetlane Lyon")).toBe("lyon")
    expect(locationSortKey("Tipperary")).toBe("tipperary")
  })

  it("selects the first location of a new country, or Other", () => {
    expect(defaultLocationFor(records, "nl")).toBe("Fleetlane Amsterdam")
    expect(defaultLocationFor(records, "de")).toBe(OTHER_LOCATION)
  })

  it("knows what a country offers", () => {
    expect(isOfferedLocation(records, "nl", "Fleetlane Zwolle")).toBe(true)
    expect(isOfferedLocation(records, "nl", OTHER_LOCATION)).toBe(true)
    expect(isOfferedLocation(records, "gb", "Trailer Auto Group")).toBe(false)
    expect(isOfferedLocation(records, "gb", "Fleetlane Zwolle")).toBe(false)
  })

  it("derives the location e-mail, with the fallback for Other, unknown and excluded locations", () => {
    expect(locationEmail(records, "Fleetlane Zwolle", "info@example.test")).toBe("zwolle@example.test")
    expect(locationEmail(records, OTHER_LOCATION, "info@example.test")).toBe("info@example.test")
    expect(locationEmail(records, "Nowhere", "info@example.test")).toBe("info@example.test")
    expect(locationEmail(records, "TIP UK HQ", "info@example.test")).toBe("info@example.test")
  })

  it("finds the locale's address for Other, else the default locale's", () => {
    const data = { locations: records, otherEmails: { en: "info@example.test", nl: "info.nl@example.test" } }
    expect(otherEmailFor(data, "nl", "en")).toBe("info.nl@example.test")
    expect(otherEmailFor(data, "de", "en")).toBe("info@example.test")
  })
})
