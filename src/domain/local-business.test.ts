import { localBusinessJsonLd } from "./local-business"

const antwerpen = {
  name: "Fleetlane Antwerpen",
  url: "https://www.fleetlane.example/nl-be/vestigingen/antwerpen/",
  image: "https://www.fleetlane.example/static/depot.jpg",
  telephone: "+32 3 555 01 42",
  email: "antwerpen@fleetlane.example",
  address: { lines: ["Noorderlaan 120"], postalCode: "2030", locality: "Antwerpen", countryCode: "BE" },
  position: { lat: 51.25047, lng: 4.41026 },
  brand: "Fleetlane",
}

describe("localBusinessJsonLd", () => {
  it("describes the location as a schema.org LocalBusiness", () => {
    expect(localBusinessJsonLd(antwerpen)).toEqual({
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      "@id": "https://www.fleetlane.example/nl-be/vestigingen/antwerpen/#location",
      name: "Fleetlane Antwerpen",
      url: "https://www.fleetlane.example/nl-be/vestigingen/antwerpen/",
      image: "https://www.fleetlane.example/static/depot.jpg",
      telephone: "+32 3 555 01 42",
      email: "antwerpen@fleetlane.example",
      address: {
        "@type": "PostalAddress",
        streetAddress: "Noorderlaan 120",
        postalCode: "2030",
        addressLocality: "Antwerpen",
        addressCountry: "BE",
      },
      geo: { "@type": "GeoCoordinates", latitude: 51.25047, longitude: 4.41026 },
      parentOrganization: { "@type": "Organization", name: "Fleetlane" },
    })
  })

  it("leaves out what the location does not have", () => {
    const data = localBusinessJsonLd({ ...antwerpen, image: null, telephone: null, email: null, address: null, position: null })
    expect(Object.keys(data)).toEqual(["@context", "@type", "@id", "name", "url", "parentOrganization"])
  })
})
