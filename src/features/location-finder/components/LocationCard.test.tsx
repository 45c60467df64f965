import { screen, within } from "@testing-library/react"
import type { LocationView } from "../../../drupal/mappers/location"
import { renderInLocale } from "../../../test-utils/render"
import { LocationCard } from "./LocationCard"

const AARHUS: LocationView = {
  id: "aarhus",
  title: "Fleetlane Aarhus",
  path: "/da/afdelinger/aarhus/",
  image: null,
  address: { lines: ["Oceanvej 10", "Havn 4"], postalCode: "8000", locality: "Aarhus C", countryCode: "DK" },
  phone: "+45 86 55 50 27",
  position: { lat: 56.15674, lng: 10.23076 },
  country: "dk",
  city: "Aarhus C",
}

function renderCard(location: LocationView, distanceKm: number | null = null) {
  renderInLocale(
    <LocationCard location={location} distanceKm={distanceKm} locale="da" labels={{ call: "Ring", route: "Rutevejledning" }} />,
    "da",
    ["finder"],
  )
  return screen.getByRole("article")
}

describe("LocationCard", () => {
  it("shows the title linking to the location's page, the address line by line, the phone button and the route", () => {
    const card = renderCard(AARHUS)
    expect(within(card).getByRole("heading", { level: 3, name: "Fleetlane Aarhus" })).toBeInTheDocument()
    expect(within(card).getByRole("link", { name: "Fleetlane Aarhus" })).toHaveAttribute("href", "/da/afdelinger/aarhus/")
    // One text, one line each (white-space: pre-line), for the street lines and the postal code with the place.
    expect(card.querySelector("address")?.textContent).toBe("Oceanvej 10\nHavn 4\n8000 Aarhus C")
    expect(within(card).getByRole("button", { name: "Ring Fleetlane Aarhus" })).toBeInTheDocument()
    expect(within(card).getByRole("link", { name: /^Rutevejledning Fleetlane Aarhus/ })).toHaveAttribute(
      "href",
      "https://www.google.com/maps/dir//56.15674,10.23076/@56.15674,10.23076,13z",
    )
    expect(within(card).queryByText(/km/)).not.toBeInTheDocument()
  })

  it("shows the distance from the search's origin in the locale's numbers", () => {
    const card = renderCard(AARHUS, 3.46)
    expect(within(card).getByText(/^3,5 km/)).toBeInTheDocument()
  })

  it("leaves out what the location lacks", () => {
    const card = renderCard({ ...AARHUS, address: { ...AARHUS.address!, lines: [], postalCode: "" }, phone: null })
    expect(card.querySelector("address")?.textContent).toBe("Aarhus C")
    expect(within(card).queryByRole("button")).not.toBeInTheDocument()
  })
})
