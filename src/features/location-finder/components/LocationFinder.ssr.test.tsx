/** @jest-environment node */
import i18next from "i18next"
import { renderToString } from "react-dom/server"
import { I18nextProvider, initReactI18next } from "react-i18next"
import type { LocationView } from "../../../drupal/mappers/location"
import { finderStrings } from "../finder-strings"
import { LocationFinder } from "./LocationFinder"

const english = require("../../../i18n/en/finder.json") as Record<string, string>

const location = (id: string, city: string, country: string, lat: number, lng: number): LocationView => ({
  id,
  title: `Fleetlane ${city}`,
  path: `/en/locations/${id}/`,
  image: null,
  address: { lines: [`${city}straat 1`], postalCode: "1234", locality: city, countryCode: country.toUpperCase() },
  phone: "+31 30 123 45 67",
  position: { lat, lng },
  country,
  city,
})

const LOCATIONS = [location("utrecht", "Utrecht", "nl", 52.11, 5.09), location("madrid", "Madrid", "es", 40.39, -3.7)]

function renderStatic(mapsApiKey: string, locale = "en"): string {
  const i18n = i18next.createInstance()
  void i18n.use(initReactI18next).init({
    resources: { en: { finder: english, consent: require("../../../i18n/en/consent.json") } },
    lng: "en",
    defaultNS: "finder",
    initImmediate: false,
    keySeparator: false,
    nsSeparator: false,
  })
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <LocationFinder
        labelledBy="finder-title"
        startLocations={LOCATIONS}
        loadLocations={() => Promise.resolve(LOCATIONS)}
        countries={[{ code: "nl", title: "Netherlands", locale: "nl" }]}
        strings={finderStrings({}, (key) => english[key])}
        contactUrl={null}
        locale={locale}
        mapsApiKey={mapsApiKey}
      />
    </I18nextProvider>,
  )
}

describe("the finder's static HTML", () => {
  it("lists the locations of the locale's country with the links to their pages, that country chosen, before any script", () => {
    const html = renderStatic("", "nl")
    expect(html).toContain('<a href="/en/locations/utrecht/">Fleetlane Utrecht</a>')
    expect(html).not.toContain("Fleetlane Madrid")
    expect(html).toMatch(/<option value="nl" selected="">Netherlands<\/option>/)
    expect(html).toContain('name="city"')
  })

  it("lists every location when the locale has no country of its own (en)", () => {
    const html = renderStatic("")
    for (const { title, path } of LOCATIONS) expect(html).toContain(`<a href="${path}">${title}</a>`)
    expect(html).toMatch(/<option value="" selected="">All countries<\/option>/)
  })

  it('offers "Use my location" in place before any script, so the page does not shift when the finder starts', () => {
    expect(renderStatic("")).toMatch(/<button type="button" class="location-finder__locate-button"[^>]*>.*Use my location<\/button>/)
  })

  it("has no map and no trace of Google without a key", () => {
    const html = renderStatic("")
    expect(html).not.toContain("map-panel")
    expect(html).not.toContain("maps.googleapis.com")
  })

  it("has a placeholder and no Maps script with a key", () => {
    const html = renderStatic("browser-key")
    expect(html).toContain("map-panel__placeholder")
    expect(html).toContain("Allow external media and show the map")
    expect(html).not.toContain("maps.googleapis.com")
    expect(html).not.toContain("<script")
  })
})
