import { GOOGLE_GEOCODE_URL, GoogleGeocoder, GoogleGeocodingError, placeOf } from "../../functions/geocode/google-geocoder"

const UTRECHT_COMPONENTS = [
  { long_name: "Utrecht", short_name: "Utrecht", types: ["locality", "political"] },
  { long_name: "Utrecht", short_name: "UT", types: ["administrative_area_level_1", "political"] },
  { long_name: "Netherlands", short_name: "NL", types: ["country", "political"] },
]

function fakeFetch(body: unknown, status = 200) {
  return jest.fn(async (_url: string | URL | Request) => new Response(JSON.stringify(body), { status }))
}

describe("placeOf: the first result's address components", () => {
  it("gives the locality and the country as long and lower-case short name", () => {
    expect(placeOf(UTRECHT_COMPONENTS)).toEqual({ locality: "Utrecht", country: "Netherlands", countryCode: "nl" })
  })

  it("takes the postal town where there is no locality (the UK)", () => {
    const warrington = [
      { long_name: "Warrington", short_name: "Warrington", types: ["postal_town"] },
      { long_name: "United Kingdom", short_name: "GB", types: ["country", "political"] },
    ]
    expect(placeOf(warrington)).toEqual({ locality: "Warrington", country: "United Kingdom", countryCode: "gb" })
  })

  it("has no place without a country", () => {
    expect(placeOf(UTRECHT_COMPONENTS.slice(0, 2))).toBeNull()
  })
})

describe("GoogleGeocoder", () => {
  it("forward geocodes a city plus country with the key, and reads the first result's location", async () => {
    const fetch = fakeFetch({
      status: "OK",
      results: [{ address_components: UTRECHT_COMPONENTS, geometry: { location: { lat: 52.0907, lng: 5.1214 } } }],
    })
    const result = await new GoogleGeocoder("server-key", fetch).forward({ city: "utrecht", country: "nl", language: "nl-NL" })
    expect(result).toEqual({
      position: { lat: 52.0907, lng: 5.1214 },
      place: { locality: "Utrecht", country: "Netherlands", countryCode: "nl" },
    })
    const url = new URL(String(fetch.mock.calls[0][0]))
    expect(`${url.origin}${url.pathname}`).toBe(GOOGLE_GEOCODE_URL)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      address: "utrecht",
      components: "country:NL",
      key: "server-key",
      language: "nl-NL",
    })
  })

  it("reverse geocodes with a latlng query (latitude, comma, longitude)", async () => {
    const fetch = fakeFetch({ status: "OK", results: [{ address_components: UTRECHT_COMPONENTS }] })
    await expect(new GoogleGeocoder("k", fetch).reverse({ lat: 52.09, lng: 5.12 })).resolves.toEqual({
      locality: "Utrecht",
      country: "Netherlands",
      countryCode: "nl",
    })
    expect(new URL(String(fetch.mock.calls[0][0])).searchParams.get("latlng")).toBe("52.09,5.12")
  })

  it("gives no result for ZERO_RESULTS and for a result without coordinates", async () => {
    await expect(
      new GoogleGeocoder("k", fakeFetch({ status: "ZERO_RESULTS", results: [] })).forward({ city: "x", country: null }),
    ).resolves.toBeNull()
    const noGeometry = fakeFetch({ status: "OK", results: [{ address_components: UTRECHT_COMPONENTS }] })
    await expect(new GoogleGeocoder("k", noGeometry).forward({ city: "utrecht", country: null })).resolves.toBeNull()
  })

  it("throws on any other status or HTTP failure, for the caller to log", async () => {
    const denied = fakeFetch({ status: "REQUEST_DENIED", error_message: "The provided API key is invalid." })
    await expect(new GoogleGeocoder("k", denied).reverse({ lat: 1, lng: 1 })).rejects.toThrow(GoogleGeocodingError)
    await expect(new GoogleGeocoder("k", fakeFetch({}, 500)).forward({ city: "x", country: null })).rejects.toThrow("HTTP 500")
  })
})
