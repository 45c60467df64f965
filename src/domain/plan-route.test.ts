import { planRouteUrl } from "./plan-route"

const antwerpen = {
  address: { lines: ["Noorderlaan 120"], postalCode: "2030", locality: "Antwerpen", countryCode: "BE" },
  position: { lat: 51.25047, lng: 4.41026 },
}

describe("planRouteUrl", () => {
  it("uses the coordinates as the destination, at zoom 13, outside en-gb", () => {
    expect(planRouteUrl(antwerpen, "nl-be")).toBe("https://www.google.com/maps/dir//51.25047,4.41026/@51.25047,4.41026,13z")
    expect(planRouteUrl(antwerpen, "en")).toBe("https://www.google.com/maps/dir//51.25047,4.41026/@51.25047,4.41026,13z")
  })

  it("uses the address as the destination for en-gb, still at zoom 13", () => {
    expect(planRouteUrl(antwerpen, "en-gb")).toBe(
      "https://www.google.com/maps/dir//Noorderlaan%20120%2C%202030%20Antwerpen%2C%20Belgium/@51.25047,4.41026,13z",
    )
  })

  it("falls back to the address without coordinates, and gives no link without either", () => {
    expect(planRouteUrl({ ...antwerpen, position: null }, "de")).toBe(
      "https://www.google.com/maps/dir//Noorderlaan%20120%2C%202030%20Antwerpen%2C%20Belgium",
    )
    expect(planRouteUrl({ address: null, position: null }, "en-gb")).toBeNull()
  })

  it("uses the coordinates for en-gb when the address is empty", () => {
    const noAddress = { address: { lines: [], postalCode: "", locality: "", countryCode: "" }, position: antwerpen.position }
    expect(planRouteUrl(noAddress, "en-gb")).toBe("https://www.google.com/maps/dir//51.25047,4.41026/@51.25047,4.41026,13z")
  })
})
