import { DEMO_ESTABLISHMENTS } from "../lib/kvk/demo-register"
import { startStandIn, type StandIn } from "../test-support/stand-in"
import fetchDetails from "../functions/fetch-kvk-company-details.mts"
import searchCompanies from "../functions/search-kvk-companies.mts"
import { restoreEnvironmentAfterEach } from "../test-support/environment"

const search = (query: string, init?: RequestInit) =>
  searchCompanies(new Request(`http://localhost/api/search-kvk-companies${query}`, init))
const details = (query: string, init?: RequestInit) =>
  fetchDetails(new Request(`http://localhost/api/fetch-kvk-company-details${query}`, init))

let kvk: StandIn
restoreEnvironmentAfterEach()

beforeEach(async () => {
  kvk = await startStandIn()
})

afterEach(async () => {
  await kvk.close()
})

describe("offline: the bundled demo register", () => {
  it("finds companies by part of their name, each kvkNummer once", async () => {
    const response = await search("?companyName=logistiek")
    expect(response.status).toBe(200)
    const { kvkData } = await response.json()
    const numbers = kvkData.map((company: { kvkNummer: string }) => company.kvkNummer)
    expect(new Set(numbers).size).toBe(numbers.length)
    expect(kvkData).toContainEqual({ kvkNummer: "90433019", naam: "Groene Weg Logistiek B.V." })
    expect(DEMO_ESTABLISHMENTS.filter((entry) => entry.kvkNummer === "90433019")).toHaveLength(2)
  })

  it("answers an empty list when nothing matches", async () => {
    expect(await (await search("?companyName=Nonexistent%20Haulage")).json()).toEqual({ kvkData: [] })
  })

  it("gives the main establishment's postcode first", async () => {
    const response = await details("?kvkNumber=90412345")
    expect(response.status).toBe(200)
    expect((await response.json()).kvkData.adressen[0].postcode).toBe("2665 KK")
  })

  it("answers 404 for a number it does not know", async () => {
    expect((await details("?kvkNumber=11111111")).status).toBe(404)
  })
})

describe("what the lookups refuse", () => {
  it.each(["", "?companyName=", "?companyName=a", `?companyName=${"x".repeat(101)}`])("search answers 400 to %p", async (query) => {
    expect((await search(query)).status).toBe(400)
  })

  it.each(["", "?kvkNumber=1234567", "?kvkNumber=123456789", "?kvkNumber=abcdefgh", "?kvkNumber=../../x"])(
    "details answer 400 to %p",
    async (query) => {
      expect((await details(query)).status).toBe(400)
    },
  )

  it("take GET only", async () => {
    expect((await search("?companyName=abc", { method: "POST", body: "{}" })).status).toBe(405)
    expect((await details("?kvkNumber=12345678", { method: "DELETE" })).status).toBe(405)
  })
})

describe("with KVK_API_KEY: the KVK Zoeken and Basisprofiel APIs", () => {
  beforeEach(() => {
    process.env.KVK_API_KEY = "canary-kvk-key-31337"
    process.env.KVK_API_URL = `${kvk.url}/api`
  })

  it("searches Zoeken v2 by name with the key in the apikey header, deduplicating establishments", async () => {
    kvk.respond("/api/v2/zoeken", {
      status: 200,
      body: JSON.stringify({
        resultaten: [
          { kvkNummer: "68750110", naam: "Test BV Donald", type: "hoofdvestiging" },
          { kvkNummer: "68750110", naam: "Test BV Donald", type: "nevenvestiging" },
          { kvkNummer: "69599084", naam: "Test EMZ Dagobert", type: "rechtspersoon" },
        ],
      }),
    })
    const response = await search("?companyName=Test%20BV")
    expect(await response.json()).toEqual({
      kvkData: [
        { kvkNummer: "68750110", naam: "Test BV Donald" },
        { kvkNummer: "69599084", naam: "Test EMZ Dagobert" },
      ],
    })
    const [request] = kvk.requests
    expect(request.method).toBe("GET")
    const url = new URL(request.path, kvk.url)
    expect(url.pathname).toBe("/api/v2/zoeken")
    expect(Object.fromEntries(url.searchParams)).toEqual({ naam: "Test BV", resultatenPerPagina: "10" })
    expect(request.headers.apikey).toBe("canary-kvk-key-31337")
  })

  it("takes KVK's 404 as no results", async () => {
    kvk.respond("/api/v2/zoeken", { status: 404, body: '{"fout":[{"code":"IPD5200"}]}' })
    expect(await (await search("?companyName=zzz")).json()).toEqual({ kvkData: [] })
  })

  it("reads the main establishment from Basisprofiel for the postcode", async () => {
    kvk.respond("/api/v1/basisprofielen/", {
      status: 200,
      body: JSON.stringify({
        kvkNummer: "68750110",
        adressen: [{ type: "bezoekadres", straatnaam: "Abebe Bikilalaan", postcode: "1234AB", plaats: "Amsterdam" }],
      }),
    })
    const response = await details("?kvkNumber=68750110")
    expect(await response.json()).toEqual({
      kvkData: { kvkNummer: "68750110", adressen: [{ type: "bezoekadres", postcode: "1234AB", plaats: "Amsterdam" }] },
    })
    expect(kvk.requests[0].path).toBe("/api/v1/basisprofielen/68750110/hoofdvestiging")
    expect(kvk.requests[0].headers.apikey).toBe("canary-kvk-key-31337")
  })

  it("answers 503, without the key, when KVK fails", async () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined)
    kvk.respond("/api/", { status: 500, body: "canary-kvk-key-31337" })
    for (const response of [await search("?companyName=Test"), await details("?kvkNumber=68750110")]) {
      expect(response.status).toBe(503)
      const text = await response.text()
      expect(text).toBe('{"error":"register_unavailable"}')
    }
    log.mockRestore()
  })
})
