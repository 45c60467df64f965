import { locationOptions } from "../../src/domain/forms/maintenance-locations"
import { maintenanceLocationData } from "./maintenance-locations"

describe("the published maintenance location list", () => {
  it("keeps one record per location with its country and e-mail, and each locale's address for Other", () => {
    const data = maintenanceLocationData(
      [
        { drupal_id: "a", title: "Fleetlane Zwolle", field_country_code: "NL", field_email: "zwolle@fleetlane.example" },
        { drupal_id: "a", title: "Fleetlane Zwolle", field_country_code: "NL", field_email: "zwolle@fleetlane.example" },
        { drupal_id: "b", title: "Fleetlane UK HQ", field_country_code: "gb", field_email: "mk@fleetlane.example" },
        { drupal_id: "c", title: null, field_country_code: "gb", field_email: null },
      ],
      [
        { langcode: "en", field_company_email: "info@fleetlane.example" },
        { langcode: "nl", field_company_email: "info.nl@fleetlane.example" },
      ],
    )
    expect(data).toEqual({
      locations: [
        { country_code: "gb", value: "Fleetlane UK HQ", email: "mk@fleetlane.example" },
        { country_code: "nl", value: "Fleetlane Zwolle", email: "zwolle@fleetlane.example" },
      ],
      otherEmails: { en: "info@fleetlane.example", nl: "info.nl@fleetlane.example" },
    })
    expect(locationOptions(data.locations, "gb")).toEqual(["Other"])
  })
})
