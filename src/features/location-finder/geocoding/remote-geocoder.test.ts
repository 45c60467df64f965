import { citySuggestionsFetch, remoteGeocoder } from "./remote-geocoder"

const PLACE = { locality: "Utrecht", country: "Netherlands", countryCode: "nl" }

function fakeFetch(status: number, body: unknown = {}) {
  return jest.fn(async (_input: string | URL | Request, _init?: RequestInit) => new Response(JSON.stringify(body), { status }))
}

describe("remoteGeocoder", () => {
  it("asks /api/geocode for a city plus country", async () => {
    const fetch = fakeFetch(200, { position: { lat: 52.09, lng: 5.12 }, place: PLACE })
    const result = await remoteGeocoder(fetch).forward({ city: "utrecht", country: "nl", language: "nl-NL" })
    expect(result).toEqual({ position: { lat: 52.09, lng: 5.12 }, place: PLACE })
    expect(fetch.mock.calls[0][0]).toBe("/api/geocode?city=utrecht&country=nl&lang=nl-NL")
  })

  it("leaves out a missing country, and reverse geocodes with latlng", async () => {
    const fetch = fakeFetch(200, { place: PLACE })
    await expect(remoteGeocoder(fetch).reverse({ lat: 52.09, lng: 5.12 })).resolves.toEqual(PLACE)
    expect(fetch.mock.calls[0][0]).toBe("/api/geocode?latlng=52.09%2C5.12")
    const forward = fakeFetch(404)
    await remoteGeocoder(forward).forward({ city: "gent", country: null })
    expect(forward.mock.calls[0][0]).toBe("/api/geocode?city=gent")
  })

  it("gives no result for 404 and throws on any other failure", async () => {
    await expect(remoteGeocoder(fakeFetch(404)).forward({ city: "atlantis", country: null })).resolves.toBeNull()
    await expect(remoteGeocoder(fakeFetch(404)).reverse({ lat: 0, lng: 0 })).resolves.toBeNull()
    await expect(remoteGeocoder(fakeFetch(500)).forward({ city: "x", country: null })).rejects.toThrow("500")
  })
})

describe("citySuggestionsFetch", () => {
  it("asks for suggestions within the chosen country and passes the abort signal on", async () => {
    const fetch = fakeFetch(200, { suggestions: [] })
    const signal = new AbortController().signal
    await citySuggestionsFetch("be", "fr-BE", fetch)("Gen", { signal })
    expect(fetch.mock.calls[0][0]).toBe("/api/geocode/suggest?q=Gen&lang=fr-BE&country=be")
    expect(fetch.mock.calls[0][1]?.signal).toBe(signal)
  })
})
