import { screen, waitFor } from "@testing-library/react"
import { Blocks } from "../Blocks"
import { preloadAllBlocks } from "../registry"
import { link, paragraph, strings } from "../../test-utils/block-fixtures"
import { renderInLocale } from "../../test-utils/render"

const card = (id: string, title: string, country: string, lat: number, lng: number) => ({
  drupal_id: id,
  langcode: "nl-be",
  title,
  path: { alias: `/vestigingen/${id}` },
  field_phone: "+32 3 555 01 42",
  field_country_code: country,
  field_address: {
    address_line1: "Noorderlaan 120",
    address_line2: null,
    postal_code: "2030",
    locality: title,
    country_code: country.toUpperCase(),
  },
  field_geolocation: { lat, lng },
  relationships: { field_image: null },
})

// content/node/route/locations.yaml, shortened.
const locations = (finder: boolean) =>
  paragraph("locations", {
    field_title: "Zoek in onze vestigingen",
    field_is_location_finder: finder,
    field_strings: strings({ city: "Gemeente", search: "Zoek", country: "" }),
    field_contact_link: link("/nl-be/contact/", "Neem contact op"),
    relationships: {
      field_location_countries: [
        { field_title: "België", field_locale: "nl-be", field_country_code: "be" },
        { field_title: "Nederland", field_locale: "nl", field_country_code: "NL" },
        { field_title: "Zonder code", field_locale: "xx", field_country_code: null },
      ],
    },
    listed_locations: [
      card("zeebrugge", "Zeebrugge", "be", 51.33, 3.2),
      card("antwerpen", "Antwerpen", "be", 51.25, 4.41),
      card("venlo", "Venlo", "nl", 51.37, 6.17),
    ],
  })

function renderLocations(finder: boolean) {
  return renderInLocale(<Blocks blocks={[locations(finder)]} locale="nl-be" />, "nl-be", ["common", "blocks", "finder"])
}

describe("LocationsBlock", () => {
  beforeAll(preloadAllBlocks)

  it("is the location finder when flagged, with the block's labels and countries", async () => {
    renderLocations(true)
    expect(screen.getByRole("heading", { level: 2, name: "Zoek in onze vestigingen" })).toBeInTheDocument()
    expect(screen.getByRole("search", { name: "Zoek in onze vestigingen" })).toBeInTheDocument()
    expect(screen.getByRole("combobox", { name: "Gemeente" })).toBeInTheDocument()
    // An empty block string falls back to the finder namespace.
    const country = screen.getByRole("combobox", { name: "Land" })
    expect([...(country as HTMLSelectElement).options].map((option) => option.value)).toEqual(["", "be", "nl"])
    expect(screen.getByRole("button", { name: "Zoek" })).toBeInTheDocument()
    // No geolocation in jsdom: the locale's country, by title.
    await waitFor(() => expect(country).toHaveValue("be"))
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["Antwerpen", "Zeebrugge"])
    expect(screen.getByRole("link", { name: "Antwerpen" })).toHaveAttribute("href", "/nl-be/vestigingen/antwerpen/")
    // The contact link is the request button of "nothing found", not a link under the finder.
    expect(screen.queryByRole("link", { name: "Neem contact op" })).not.toBeInTheDocument()
  })

  it("is a plain list of every location otherwise", () => {
    renderLocations(false)
    expect(screen.queryByRole("search")).not.toBeInTheDocument()
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["Antwerpen", "Venlo", "Zeebrugge"])
  })
})
