import { act, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import type { GeocodedPlace, LatLng } from "../../../domain/geo"
import { defaultCountryFor, type LocationCountry } from "../../../domain/location-search"
import type { LocationView } from "../../../drupal/mappers/location"
import { renderInLocale, serverHtmlInLocale } from "../../../test-utils/render"
import type { LoadLocations } from "../complete-locations"
import { finderStrings } from "../finder-strings"
import type { Geocoder } from "../../../domain/geocoding"
import { LocationFinder } from "./LocationFinder"

jest.mock("@react-google-maps/api", () => ({
  useJsApiLoader: jest.fn(() => ({ isLoaded: true, loadError: undefined })),
  GoogleMap: ({ children }: { children: React.ReactNode }) => <div data-testid="google-map">{children}</div>,
  MarkerF: ({ title, onClick }: { title: string; onClick: () => void }) => (
    <button type="button" onClick={onClick}>
      Marker {title}
    </button>
  ),
  InfoWindowF: ({ children }: { children: React.ReactNode }) => <div role="dialog">{children}</div>,
}))

const NAMESPACES = ["finder", "common", "consent"]

function location(id: string, city: string, country: string, lat: number, lng: number, phone = "+31 30 123 45 67"): LocationView {
  return {
    id,
    title: `Fleetlane ${city}`,
    path: `/en/locations/${id}/`,
    image: null,
    address: { lines: [`${city}straat 1`], postalCode: "1234 AB", locality: city, countryCode: country.toUpperCase() },
    phone,
    position: { lat, lng },
    country,
    city,
  }
}

const UTRECHT = location("utrecht", "Utrecht", "nl", 52.11083, 5.09222)
const AMSTERDAM = location("amsterdam", "Amsterdam", "nl", 52.38903, 4.86069)
const ANTWERPEN = location("antwerpen", "Antwerpen", "be", 51.25047, 4.41026)
const MADRID = location("madrid", "Madrid", "es", 40.3865, -3.70256)
const LOCATIONS = [UTRECHT, AMSTERDAM, ANTWERPEN, MADRID]
const COUNTRIES: LocationCountry[] = [
  { code: "nl", title: "Netherlands", locale: "nl" },
  { code: "be", title: "Belgium", locale: "nl-be" },
  { code: "es", title: "Spain", locale: "es" },
]
const UTRECHT_CENTRE = { lat: 52.0907, lng: 5.1214 }
const PLACES: Record<string, { lat: number; lng: number; locality: string; countryCode: string; country: string }> = {
  utrecht: { ...UTRECHT_CENTRE, locality: "Utrecht", countryCode: "nl", country: "Netherlands" },
  // Nothing within 50 km, Utrecht and Amsterdam within 1000 km.
  helgoland: { lat: 54.18, lng: 7.89, locality: "Helgoland", countryCode: "de", country: "Germany" },
  // Nothing within 1000 km.
  reykjavik: { lat: 64.13, lng: -21.9, locality: "Reykjavík", countryCode: "is", country: "Iceland" },
}

function fakeGeocoder(): jest.Mocked<Geocoder> {
  return {
    forward: jest.fn(async ({ city }) => {
      const place = PLACES[city.trim().toLowerCase()]
      return place ? { position: { lat: place.lat, lng: place.lng }, place } : null
    }),
    reverse: jest.fn(async (_position: LatLng, _options?: { language?: string }): Promise<GeocodedPlace | null> => ({
      locality: "Utrecht",
      country: "Netherlands",
      countryCode: "nl",
    })),
  }
}

function fakeGeolocation(answer: "granted" | "denied" | "timeout") {
  const getCurrentPosition = jest.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if (answer === "granted") success({ coords: { latitude: UTRECHT_CENTRE.lat, longitude: UTRECHT_CENTRE.lng } } as GeolocationPosition)
    else failure?.({ code: answer === "denied" ? 1 : 3 } as GeolocationPositionError)
  })
  return { getCurrentPosition } as unknown as Geolocation & { getCurrentPosition: jest.Mock }
}

/** The Permissions API's answer for geolocation; `change` lets a test move it, as the browser would. */
function fakePermissions(initial: PermissionState) {
  const status = Object.assign(new EventTarget(), { name: "geolocation", state: initial, onchange: null })
  const query = jest.fn(async () => status as unknown as PermissionStatus)
  const change = (state: PermissionState) => {
    status.state = state
    status.dispatchEvent(new Event("change"))
  }
  return { permissions: { query } as unknown as Permissions, query, change }
}

const english = require("../../../i18n/en/finder.json") as Record<string, string>
const STRINGS = finderStrings({}, (key) => english[key])

interface Setup {
  locale?: string
  geolocation?: Geolocation | null
  permissions?: Permissions | null
  geocoder?: Geocoder
  mapsApiKey?: string
  fetchSuggestions?: () => Promise<Response>
  loadLocations?: LoadLocations
  /** Typed or chosen in the server's HTML of the form before the finder hydrates it, by field name. */
  beforeHydration?: Partial<Record<"city" | "country" | "distance", string>>
}

/** What a locale's page data holds: the locations of its start (every location without a default country). */
function startLocationsOf(locale: string): LocationView[] {
  const country = defaultCountryFor(locale, COUNTRIES)
  return country ? LOCATIONS.filter((candidate) => candidate.country === country) : LOCATIONS
}

function setup({
  locale = "en",
  geolocation = null,
  permissions = null,
  geocoder = fakeGeocoder(),
  mapsApiKey = "",
  fetchSuggestions,
  loadLocations = () => Promise.resolve(LOCATIONS),
  beforeHydration,
}: Setup = {}) {
  const notFound = jest.fn(async () => ({ status: 404, ok: false, json: async () => ({}) }) as unknown as Response)
  const finder = (
    <LocationFinder
      labelledBy="finder-title"
      startLocations={startLocationsOf(locale)}
      loadLocations={loadLocations}
      countries={COUNTRIES}
      strings={STRINGS}
      contactUrl="/en/contact/"
      locale={locale}
      geocoder={geocoder}
      geolocation={geolocation}
      permissions={permissions}
      fetchSuggestions={fetchSuggestions ?? notFound}
      mapsApiKey={mapsApiKey}
    />
  )
  let options = {}
  if (beforeHydration) {
    const container = document.body.appendChild(document.createElement("div"))
    container.innerHTML = serverHtmlInLocale(finder, "en", NAMESPACES)
    for (const [name, value] of Object.entries(beforeHydration)) {
      container.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!.value = value
    }
    options = { container, hydrate: true }
  }
  const view = renderInLocale(finder, "en", NAMESPACES, options)
  return { ...view, geocoder, user: userEvent.setup() }
}

const cardTitles = () => screen.queryAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)
const countrySelect = () => screen.getByRole("combobox", { name: "Country" }) as HTMLSelectElement
const finderStatus = () => screen.getAllByRole("status").find((element) => element.classList.contains("location-finder__status"))!
const distanceSelect = () => screen.getByRole("combobox", { name: "Distance" }) as HTMLSelectElement

beforeEach(() => window.history.replaceState(null, "", "/en/locations/"))

describe("the start", () => {
  it("without geolocation or a default country lists all countries, the distance select disabled", async () => {
    setup({ locale: "en" })
    await waitFor(() =>
      expect(cardTitles()).toEqual(["Fleetlane Amsterdam", "Fleetlane Antwerpen", "Fleetlane Madrid", "Fleetlane Utrecht"]),
    )
    expect(countrySelect().value).toBe("")
    expect(distanceSelect()).toBeDisabled()
    expect(finderStatus()).toHaveTextContent("4 locations found")
  })

  it("without geolocation takes the locale's default country with the distance cleared but usable", async () => {
    setup({ locale: "nl" })
    await waitFor(() => expect(cardTitles()).toEqual(["Fleetlane Amsterdam", "Fleetlane Utrecht"]))
    expect(countrySelect().value).toBe("nl")
    expect(distanceSelect().value).toBe("")
    expect(distanceSelect()).toBeEnabled()
  })

  it("with geolocation already allowed searches 50 km around the visitor, nearest first with the km, and puts it in the URL", async () => {
    const geolocation = fakeGeolocation("granted")
    const { geocoder } = setup({ locale: "en", geolocation, permissions: fakePermissions("granted").permissions })
    await waitFor(() => expect(cardTitles()).toEqual(["Fleetlane Utrecht", "Fleetlane Amsterdam"]))
    expect(geolocation.getCurrentPosition.mock.calls[0][2]).toEqual({ enableHighAccuracy: true, timeout: 10000, maximumAge: 10000 })
    expect(screen.getByText("3 km away")).toBeInTheDocument()
    expect(screen.getByText("38 km away")).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole("combobox", { name: "City" })).toHaveValue("Utrecht"))
    expect(countrySelect().value).toBe("nl")
    expect(distanceSelect().value).toBe("50")
    expect(geocoder.reverse).toHaveBeenCalledWith(UTRECHT_CENTRE, { language: "en" })
    expect(window.location.search).toBe("?city=utrecht&country=nl&distance=50")
    expect(finderStatus()).toHaveTextContent("2 locations found")
  })

  it.each(["denied", "timeout"] as const)("when geolocation is %s falls back to the default country", async (answer) => {
    setup({ locale: "nl-be", geolocation: fakeGeolocation(answer), permissions: fakePermissions("granted").permissions })
    // The start already lists the locale's country; the URL says when the finder has fallen back.
    await waitFor(() => expect(window.location.search).toBe("?country=be"))
    expect(cardTitles()).toEqual(["Fleetlane Antwerpen"])
    expect(countrySelect().value).toBe("be")
  })

  it("searches the query of the URL (the component-location block's ?city=)", async () => {
    window.history.replaceState(null, "", "/en/locations/?city=utrecht")
    const geolocation = fakeGeolocation("granted")
    const { geocoder } = setup({ locale: "en", geolocation, permissions: fakePermissions("granted").permissions })
    await waitFor(() => expect(cardTitles()).toEqual(["Fleetlane Utrecht", "Fleetlane Amsterdam"]))
    expect(geocoder.forward).toHaveBeenCalledWith({ city: "utrecht", country: null, language: "en" })
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled()
    expect(window.location.search).toBe("?city=utrecht&country=nl&distance=50")
  })
})

describe("use my location", () => {
  const locateButton = () => screen.getByRole("button", { name: "Use my location" })

  it.each([
    ["the browser would prompt", () => fakePermissions("prompt").permissions],
    ["the browser cannot tell (no Permissions API)", () => null],
  ])("is offered and nothing is asked on load when %s", async (_, permissions) => {
    const geolocation = fakeGeolocation("granted")
    setup({ locale: "nl", geolocation, permissions: permissions() })
    await waitFor(() => expect(cardTitles()).toEqual(["Fleetlane Amsterdam", "Fleetlane Utrecht"]))
    expect(countrySelect().value).toBe("nl")
    expect(locateButton()).toBeEnabled()
    expect(locateButton()).not.toHaveAttribute("aria-disabled")
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled()
  })

  it("asks on the visitor's click, then searches 50 km around them as the start would", async () => {
    const geolocation = fakeGeolocation("granted")
    const { geocoder, user } = setup({ locale: "nl", geolocation, permissions: fakePermissions("prompt").permissions })
    await waitFor(() => expect(countrySelect().value).toBe("nl"))
    await user.click(locateButton())
    expect(geolocation.getCurrentPosition.mock.calls[0][2]).toEqual({ enableHighAccuracy: true, timeout: 10000, maximumAge: 10000 })
    await waitFor(() => expect(cardTitles()).toEqual(["Fleetlane Utrecht", "Fleetlane Amsterdam"]))
    expect(screen.getByText("3 km away")).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole("combobox", { name: "City" })).toHaveValue("Utrecht"))
    expect(distanceSelect().value).toBe("50")
    expect(geocoder.reverse).toHaveBeenCalledWith(UTRECHT_CENTRE, { language: "nl-NL" })
    expect(window.location.search).toBe("?city=utrecht&country=nl&distance=50")
    expect(finderStatus()).toHaveTextContent("2 locations found")
  })

  it("keeps a distance the visitor chose", async () => {
    const { user } = setup({ locale: "nl", geolocation: fakeGeolocation("granted"), permissions: fakePermissions("prompt").permissions })
    await waitFor(() => expect(countrySelect().value).toBe("nl"))
    await user.selectOptions(distanceSelect(), "200")
    await user.click(locateButton())
    await waitFor(() => expect(cardTitles()).toEqual(["Fleetlane Utrecht", "Fleetlane Amsterdam", "Fleetlane Antwerpen"]))
    expect(distanceSelect().value).toBe("200")
  })

  it("says why and keeps the list when the visitor refuses at the prompt, then explains the blocked button", async () => {
    const access = fakePermissions("prompt")
    const geolocation = fakeGeolocation("denied")
    geolocation.getCurrentPosition.mockImplementation((_success: PositionCallback, failure?: PositionErrorCallback | null) => {
      access.change("denied")
      failure?.({ code: 1 } as GeolocationPositionError)
    })
    const { user } = setup({ locale: "nl", geolocation, permissions: access.permissions })
    await waitFor(() => expect(cardTitles()).toEqual(["Fleetlane Amsterdam", "Fleetlane Utrecht"]))
    await user.click(locateButton())
    await waitFor(() => expect(finderStatus()).toHaveTextContent(english.location_denied))
    expect(cardTitles()).toEqual(["Fleetlane Amsterdam", "Fleetlane Utrecht"])
    expect(locateButton()).toHaveAttribute("aria-disabled", "true")
    expect(locateButton()).toHaveAccessibleDescription(english.location_blocked)
    expect(locateButton()).toHaveFocus()
  })

  it("says so when the position cannot be found in time", async () => {
    const { user } = setup({ locale: "nl", geolocation: fakeGeolocation("timeout"), permissions: fakePermissions("prompt").permissions })
    await waitFor(() => expect(countrySelect().value).toBe("nl"))
    await user.click(locateButton())
    await waitFor(() => expect(finderStatus()).toHaveTextContent(english.location_unavailable))
    expect(cardTitles()).toEqual(["Fleetlane Amsterdam", "Fleetlane Utrecht"])
  })

  it("is unavailable, with the reason, when the visitor blocked the site, and asks nothing", async () => {
    const geolocation = fakeGeolocation("granted")
    const { user } = setup({ locale: "nl", geolocation, permissions: fakePermissions("denied").permissions })
    await waitFor(() => expect(locateButton()).toHaveAttribute("aria-disabled", "true"))
    expect(locateButton()).toHaveAccessibleDescription(english.location_blocked)
    expect(screen.getByText(english.location_blocked)).toBeVisible()
    await user.click(locateButton())
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled()
    expect(countrySelect().value).toBe("nl")
  })

  it("follows the site's permission when the visitor changes it in the browser", async () => {
    const access = fakePermissions("denied")
    setup({ locale: "nl", geolocation: fakeGeolocation("granted"), permissions: access.permissions })
    await waitFor(() => expect(locateButton()).toHaveAttribute("aria-disabled", "true"))
    act(() => access.change("prompt"))
    expect(locateButton()).not.toHaveAttribute("aria-disabled")
    expect(screen.queryByText(english.location_blocked)).not.toBeInTheDocument()
  })

  it("is not there without geolocation", async () => {
    setup({ locale: "nl", geolocation: null })
    await waitFor(() => expect(countrySelect().value).toBe("nl"))
    expect(screen.queryByRole("button", { name: "Use my location" })).not.toBeInTheDocument()
  })
})

describe("a search", () => {
  it("geocodes the typed city with the country, keeps the chosen distance, and lists nearest first", async () => {
    const { geocoder, user } = setup({ locale: "nl" })
    await user.type(screen.getByRole("combobox", { name: "City" }), " Utrecht ")
    await user.selectOptions(distanceSelect(), "200")
    await user.click(screen.getByRole("button", { name: "Search" }))
    await waitFor(() => expect(cardTitles()).toEqual(["Fleetlane Utrecht", "Fleetlane Amsterdam", "Fleetlane Antwerpen"]))
    expect(geocoder.forward).toHaveBeenCalledWith({ city: "utrecht", country: "nl", language: "nl-NL" })
    expect(screen.getByText("106 km away")).toBeInTheDocument()
    expect(window.location.search).toBe("?city=utrecht&country=nl&distance=200")
  })

  it("searches a city typed before the finder hydrated: React keeps it in the field, not in the finder's state", async () => {
    const { geocoder, user } = setup({ locale: "nl", beforeHydration: { city: "Utrecht" } })
    expect(screen.getByRole("combobox", { name: "City" })).toHaveValue("Utrecht")
    await user.click(screen.getByRole("button", { name: "Search" }))
    await waitFor(() => expect(cardTitles()).toEqual(["Fleetlane Utrecht", "Fleetlane Amsterdam"]))
    expect(geocoder.forward).toHaveBeenCalledWith({ city: "utrecht", country: "nl", language: "nl-NL" })
  })

  it("searches the country chosen before the finder hydrated, which stays chosen", async () => {
    const { user } = setup({ locale: "nl", beforeHydration: { country: "be" } })
    await user.click(screen.getByRole("button", { name: "Search" }))
    await waitFor(() => expect(cardTitles()).toEqual(["Fleetlane Antwerpen"]))
    expect(countrySelect().value).toBe("be")
  })

  it("searches within the distance chosen before the finder hydrated, which stays chosen", async () => {
    const { geocoder, user } = setup({ locale: "nl", beforeHydration: { city: "Utrecht", distance: "10" } })
    await user.click(screen.getByRole("button", { name: "Search" }))
    await waitFor(() => expect(cardTitles()).toEqual(["Fleetlane Utrecht"]))
    expect(geocoder.forward).toHaveBeenCalledWith({ city: "utrecht", country: "nl", language: "nl-NL" })
    expect(distanceSelect().value).toBe("10")
  })

  it("shows the not-found and maintenance texts, the request button and the backup locations within 1000 km", async () => {
    const { user } = setup({ locale: "en" })
    await user.selectOptions(countrySelect(), "nl")
    await user.type(screen.getByRole("combobox", { name: "City" }), "Helgoland")
    await user.click(screen.getByRole("button", { name: "Search" }))
    await screen.findByText(STRINGS.not_found)
    expect(screen.getByText(STRINGS.maintenance)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: STRINGS.request })).toHaveAttribute("href", "/en/contact/")
    expect(screen.getByRole("heading", { level: 3, name: STRINGS.locations_exist })).toBeInTheDocument()
    const backups = screen.getAllByRole("heading", { level: 4 }).map((heading) => heading.textContent)
    expect(backups).toEqual(["Fleetlane Amsterdam", "Fleetlane Utrecht", "Fleetlane Antwerpen"])
    expect(screen.queryByText(STRINGS.no_location)).not.toBeInTheDocument()
  })

  it("says there is no location at all when nothing is within 1000 km", async () => {
    const { user } = setup({ locale: "nl" })
    await user.type(screen.getByRole("combobox", { name: "City" }), "Reykjavik")
    await user.click(screen.getByRole("button", { name: "Search" }))
    await screen.findByText(STRINGS.no_location)
    expect(screen.getByText(STRINGS.not_found)).toBeInTheDocument()
    expect(screen.queryByRole("heading", { name: STRINGS.locations_exist })).not.toBeInTheDocument()
    expect(cardTitles()).toEqual([])
  })

  it("warns, until closed, when a search returns nothing while no country is chosen, and marks the country select", async () => {
    const { user } = setup({ locale: "en" })
    await user.type(screen.getByRole("combobox", { name: "City" }), "Reykjavik")
    await user.click(screen.getByRole("button", { name: "Search" }))
    const alert = await screen.findByRole("alert")
    expect(alert).toHaveTextContent(STRINGS.warning_country)
    expect(countrySelect()).toHaveAttribute("aria-invalid", "true")
    expect(countrySelect()).toHaveAccessibleDescription(STRINGS.warning_country)
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(screen.getByRole("alert")).toBeInTheDocument()
    await user.click(within(alert).getByRole("button", { name: "Close the message" }))
    expect(screen.queryByRole("alert")).not.toBeInTheDocument()
    expect(countrySelect()).not.toHaveAttribute("aria-invalid")
  })

  it("gives a message and no result when the place is not found, and the warning without a country", async () => {
    const { user } = setup({ locale: "en" })
    await user.type(screen.getByRole("combobox", { name: "City" }), "Atlantis")
    await user.click(screen.getByRole("button", { name: "Search" }))
    await waitFor(() => expect(finderStatus()).toHaveTextContent("We could not find “Atlantis”."))
    expect(cardTitles()).toEqual([])
    expect(screen.getByRole("alert")).toHaveTextContent(STRINGS.warning_country)
  })

  it("survives a failing geocoder: logged, a message, no result", async () => {
    const failing = fakeGeocoder()
    failing.forward.mockRejectedValue(new Error("Geocoding answered 500"))
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined)
    const { user } = setup({ locale: "nl", geocoder: failing })
    await user.type(screen.getByRole("combobox", { name: "City" }), "Utrecht")
    await user.click(screen.getByRole("button", { name: "Search" }))
    await waitFor(() => expect(finderStatus()).toHaveTextContent("We could not find “Utrecht”."))
    expect(error).toHaveBeenCalledWith("Forward geocoding failed.", expect.any(Error))
    expect(screen.queryByRole("alert")).not.toBeInTheDocument()
    error.mockRestore()
  })
})

describe("the complete list", () => {
  it("is what a search looks through, though the page's data holds only the start's locations", async () => {
    const { user } = setup({ locale: "nl" })
    await waitFor(() => expect(finderStatus()).toHaveTextContent("2 locations found"))
    await user.selectOptions(countrySelect(), "es")
    await user.click(screen.getByRole("button", { name: "Search" }))
    await waitFor(() => expect(cardTitles()).toEqual(["Fleetlane Madrid"]))
  })

  it("is waited for: until it is there a search says it is searching and the list stays the start's", async () => {
    let deliver: (locations: LocationView[]) => void = () => undefined
    const loadLocations = () => new Promise<LocationView[]>((resolve) => (deliver = resolve))
    const { user } = setup({ locale: "nl", loadLocations })
    await user.selectOptions(countrySelect(), "be")
    await user.click(screen.getByRole("button", { name: "Search" }))
    expect(finderStatus()).toHaveTextContent("Searching…")
    expect(cardTitles()).toEqual(["Fleetlane Amsterdam", "Fleetlane Utrecht"])
    act(() => deliver(LOCATIONS))
    await waitFor(() => expect(cardTitles()).toEqual(["Fleetlane Antwerpen"]))
    expect(finderStatus()).toHaveTextContent("1 location found")
  })

  it("when it cannot be loaded, says so and searches the start's locations", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined)
    const { user } = setup({ locale: "nl", loadLocations: () => Promise.reject(new Error("offline")) })
    expect(await screen.findByRole("alert")).toHaveTextContent(english.list_failed)
    await user.selectOptions(countrySelect(), "nl")
    await user.click(screen.getByRole("button", { name: "Search" }))
    await waitFor(() => expect(cardTitles()).toEqual(["Fleetlane Amsterdam", "Fleetlane Utrecht"]))
    expect(error).toHaveBeenCalled()
    error.mockRestore()
  })
})

describe("the map", () => {
  it("is not there without a Maps key", async () => {
    setup({ locale: "en" })
    await waitFor(() => expect(cardTitles()).toHaveLength(4))
    expect(screen.queryByRole("region", { name: "Map of the locations" })).not.toBeInTheDocument()
    expect(screen.queryByRole("button", { name: /map/i })).not.toBeInTheDocument()
  })

  it("selects the location of a chosen marker and sets country and city", async () => {
    const { user } = setup({ locale: "en", mapsApiKey: "browser-key" })
    await user.click(await screen.findByRole("button", { name: "Allow external media and show the map" }))
    await user.click(await screen.findByRole("button", { name: "Marker Fleetlane Antwerpen" }))
    expect(screen.getByRole("combobox", { name: "City" })).toHaveValue("Antwerpen")
    expect(countrySelect().value).toBe("be")
    const card = screen.getByRole("heading", { level: 3, name: "Fleetlane Antwerpen" }).closest("article")!
    expect(within(card).getByText("Selected on the map")).toBeInTheDocument()
    expect(within(screen.getByRole("dialog")).getByRole("link", { name: "Fleetlane Antwerpen" })).toHaveAttribute(
      "href",
      "/en/locations/antwerpen/",
    )
  })
})

describe("a regional locale", () => {
  it("speaks the locale's own strings (fr-be)", async () => {
    renderInLocale(
      <LocationFinder
        labelledBy="finder-title"
        startLocations={startLocationsOf("fr-be")}
        loadLocations={() => Promise.resolve(LOCATIONS)}
        countries={COUNTRIES}
        strings={finderStrings({}, (key) => (require("../../../i18n/fr-be/finder.json") as Record<string, string>)[key])}
        contactUrl={null}
        locale="fr-be"
        geocoder={fakeGeocoder()}
        geolocation={null}
      />,
      "fr-be",
      NAMESPACES,
    )
    await waitFor(() => expect(finderStatus()).toHaveTextContent("1 agence trouvée"))
    expect(screen.getByRole("combobox", { name: "Pays" })).toHaveValue("be")
    expect(screen.getByRole("option", { name: "Toutes distances" })).toBeInTheDocument()
  })
})
