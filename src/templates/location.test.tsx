import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { renderInLocale } from "../test-utils/render"
import LocationTemplate from "./location"
import { preloadShellIslands } from "../test-utils/shell-islands"

beforeAll(preloadShellIslands)

const card = (id: string, title: string, lat: number, lng: number) => ({
  drupal_id: id,
  langcode: "en-gb",
  title,
  path: { alias: `/locations/${id}` },
  field_phone: "+44 161 555 0100",
  field_country_code: "gb",
  field_address: { address_line1: `${title} Road 1`, address_line2: null, postal_code: "M17 1AA", locality: title, country_code: "GB" },
  field_geolocation: { lat, lng },
  relationships: { field_image: null },
})

const node = {
  id: "node-warrington",
  drupal_id: "warrington",
  langcode: "en-gb",
  title: "Fleetlane Warrington",
  changed: null,
  field_noindex: null,
  path: { alias: "/locations/warrington" },
  metatag: null,
  field_description: null,
  field_phone: "+44 1925 555 010",
  field_email: "warrington@fleetlane.example",
  field_services: ["Rental", "Leasing"],
  field_country_code: "gb",
  field_address: {
    address_line1: "Birchwood Park 5",
    address_line2: null,
    postal_code: "WA3 6AE",
    locality: "Warrington",
    country_code: "GB",
  },
  field_geolocation: { lat: 53.4194, lng: -2.5579 },
  field_opening_hours: { processed: "<p>Mon–Fri 07:00–18:00</p>" },
  relationships: { field_image: null, field_components: [] },
  nearest_locations: [
    card("manchester", "Manchester", 53.4631, -2.3109),
    card("leeds", "Leeds", 53.7705, -1.5206),
    card("birmingham", "Birmingham", 52.4862, -1.8904),
  ],
}

const settings = { field_brand_name: "Fleetlane", relationships: { field_logo: null, field_logo_alternative: null } }

function renderLocation(language: string, namespaces: readonly string[] = ["finder", "common"]) {
  const props = {
    data: { node, settings, site: { siteMetadata: { siteUrl: "https://www.fleetlane.example" } }, locales: { edges: [] } },
    pageContext: { language, i18n: { path: `/${language}/locations/warrington/` } },
  } as unknown as Parameters<typeof LocationTemplate>[0]
  return renderInLocale(<LocationTemplate {...props} />, "en", namespaces)
}

describe("the location page", () => {
  it("shows the address, the phone as a link, the e-mail and the opening information", () => {
    renderLocation("en-gb")
    expect(screen.getByRole("heading", { level: 1, name: "Fleetlane Warrington" })).toBeInTheDocument()
    expect(screen.getByText("Birchwood Park 5", { exact: false })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Phone: +44 1925 555 010" })).toHaveAttribute("href", "tel:+441925555010")
    expect(screen.getByRole("link", { name: "warrington@fleetlane.example" })).toHaveAttribute(
      "href",
      "mailto:warrington@fleetlane.example",
    )
    expect(screen.getByText("Mon–Fri 07:00–18:00")).toBeInTheDocument()
  })

  it("shows its labels whichever namespace the page data lists first (the first is i18next's default and not a fallback)", () => {
    renderLocation("en-gb", ["common", "finder"])
    expect(screen.getByRole("heading", { name: "Opening hours" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Phone: +44 1925 555 010" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: /Plan your route/ })).toBeInTheDocument()
    expect(screen.getByRole("heading", { name: "Nearest locations" })).toBeInTheDocument()
  })

  it("plans the route to the address for en-gb, at zoom 13", () => {
    renderLocation("en-gb")
    expect(screen.getByRole("link", { name: /Plan your route/ })).toHaveAttribute(
      "href",
      "https://www.google.com/maps/dir//Birchwood%20Park%205%2C%20WA3%206AE%20Warrington%2C%20United%20Kingdom/@53.4194,-2.5579,13z",
    )
  })

  it("plans the route to the coordinates in other locales", () => {
    renderLocation("en")
    expect(screen.getByRole("link", { name: /Plan your route/ })).toHaveAttribute(
      "href",
      "https://www.google.com/maps/dir//53.4194,-2.5579/@53.4194,-2.5579,13z",
    )
  })

  it("lists the 3 nearest other locations with their distance, phones hidden until asked", async () => {
    renderLocation("en-gb")
    const nearest = screen.getByRole("region", { name: "Nearest locations" })
    const titles = within(nearest)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent)
    expect(titles).toEqual(["Manchester", "Leeds", "Birmingham"])
    expect(within(nearest).getByRole("link", { name: "Manchester" })).toHaveAttribute("href", "/en-gb/locations/manchester/")
    expect(within(nearest).getByText("17 km away")).toBeInTheDocument()
    expect(within(nearest).queryByRole("link", { name: "+44 161 555 0100" })).not.toBeInTheDocument()
    await userEvent.setup().click(within(nearest).getByRole("button", { name: "Call Leeds" }))
    expect(within(nearest).getByRole("link", { name: "+44 161 555 0100" })).toHaveAttribute("href", "tel:+441615550100")
  })

  it("gives a nearby location without an image a drawn placeholder, so every card has one", () => {
    renderLocation("en-gb")
    const cards = within(screen.getByRole("region", { name: "Nearest locations" })).getAllByRole("article")
    expect(cards.map((card) => card.querySelector(".location-card__placeholder, .location-card__image"))).not.toContain(null)
  })

  it("puts address, phone, opening hours and directions before any image, with a page header of the title alone", () => {
    renderLocation("en-gb")
    const essentials = [
      screen.getByText("Birchwood Park 5"),
      screen.getByRole("link", { name: /\+44 1925 555 010/ }),
      screen.getByRole("heading", { name: "Opening hours" }),
      screen.getByRole("link", { name: /Plan your route/ }),
    ]
    const firstImageOrMap = document.querySelector(".location-page__media")
    for (const element of essentials) {
      expect(element.compareDocumentPosition(firstImageOrMap!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    }
    expect(document.querySelector(".page-header img")).toBeNull()
  })
})
