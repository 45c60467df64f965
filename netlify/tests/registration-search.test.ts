import { registrationSearchEndpoint } from "../lib/registration/endpoint"
import { demoRegistrationService, httpRegistrationService, registrationServiceFromEnv } from "../lib/registration/service"
import { REGISTRATION_SEARCH_ENDPOINT } from "../../src/domain/registration/lookup"
import registrationSearch, { config } from "../functions/registration-search.mts"

const ORIGIN = "https://www.fleetlane.example"
const get = (query: string) => new Request(`${ORIGIN}/api/registration-search?${query}`)

describe("GET /api/registration-search with the offline demo records", () => {
  it("is where the browser asks", () => {
    expect(config.path).toBe(REGISTRATION_SEARCH_ENDPOINT)
  })

  it("answers the record of a known trailer in the service's text format, with links on the site's origin", async () => {
    const response = await registrationSearch(get("trailer=fl%20204518"))
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8")
    expect(await response.text()).toBe(
      `FL-204518,OR-12-KX,WSM00000003204518,${ORIGIN}/demo/registration/FL-204518-cvi.pdf,${ORIGIN}/demo/registration/FL-204518-registration.pdf`,
    )
  })

  it("finds a trailer by its plate or VIN, and needs every given field to match", async () => {
    expect((await (await registrationSearch(get("license=oR-12-kx"))).text()).startsWith("FL-204518,")).toBe(true)
    expect((await (await registrationSearch(get("vin=WKESDP27011310077"))).text()).startsWith("FL-310077,")).toBe(true)
    expect((await registrationSearch(get("trailer=FL-204518&license=C0487621"))).status).toBe(404)
  })

  it("answers an empty 404 for a trailer it does not know", async () => {
    const response = await registrationSearch(get("trailer=FL-999999"))
    expect(response.status).toBe(404)
    expect(await response.text()).toBe("")
  })

  it("validates with the browser's schema: at least one field, a valid e-mail, no other fields", async () => {
    expect(await (await registrationSearch(get("trailer=&license=%20"))).json()).toEqual({
      error: "invalid_fields",
      fields: { identifiers: "LEAST_ONE" },
    })
    expect((await registrationSearch(get("trailer=FL-204518&email=nope"))).status).toBe(400)
    expect((await registrationSearch(get("trailer=FL-204518&url=https://evil.example"))).status).toBe(400)
    expect((await registrationSearch(get(`vin=${"W".repeat(500)}`))).status).toBe(400)
  })

  it("accepts an e-mail address to send the documents to", async () => {
    const response = await registrationSearch(get("trailer=FL-204518&email=fleet%40haulier.example"))
    expect(response.status).toBe(200)
  })

  it("takes only GET (and HEAD)", async () => {
    const response = await registrationSearch(new Request(`${ORIGIN}/api/registration-search`, { method: "POST", body: "trailer=FL-1" }))
    expect(response.status).toBe(405)
    expect(response.headers.get("allow")).toBe("GET, HEAD")
  })
})

describe("the registration service client", () => {
  const fakeService = (status: number, body: string) => {
    const fetchImpl = jest.fn(async () => new Response(body, { status }))
    return {
      fetchImpl,
      service: httpRegistrationService("https://registrations.example/search?client=fleetlane", fetchImpl as typeof fetch),
    }
  }
  const endpointWith = (service: ReturnType<typeof httpRegistrationService>) => registrationSearchEndpoint(() => service)

  it("asks the configured service with the query fields and relays its record", async () => {
    const { fetchImpl, service } = fakeService(200, "FL-1,AB-12-CD,WSM1,https://docs.example/cvi.pdf,https://docs.example/reg.pdf\n")
    const response = await endpointWith(service)(get("trailer=FL-1&email=fleet%40haulier.example"))
    const called = new URL(String((fetchImpl.mock.calls[0] as unknown[])[0]))
    expect(called.origin + called.pathname).toBe("https://registrations.example/search")
    expect(Object.fromEntries(called.searchParams)).toEqual({ client: "fleetlane", trailer: "FL-1", email: "fleet@haulier.example" })
    expect(await response.text()).toBe("FL-1,AB-12-CD,WSM1,https://docs.example/cvi.pdf,https://docs.example/reg.pdf")
  })

  it("turns a malformed answer into not found, never an error", async () => {
    for (const body of ["<html>oops</html>", "FL-1,AB,WSM1,javascript:alert(1),https://docs.example/reg.pdf", "a,b"]) {
      const log = jest.spyOn(console, "warn").mockImplementation(() => undefined)
      const response = await endpointWith(fakeService(200, body).service)(get("trailer=FL-1"))
      expect(response.status).toBe(404)
      log.mockRestore()
    }
    expect((await endpointWith(fakeService(404, "Not found").service)(get("trailer=FL-1"))).status).toBe(404)
  })

  it("answers 502 when the service is down or unreachable", async () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined)
    expect((await endpointWith(fakeService(503, "").service)(get("trailer=FL-1"))).status).toBe(502)
    const unreachable = httpRegistrationService("https://registrations.example/search", (async () => {
      throw new TypeError("fetch failed")
    }) as typeof fetch)
    expect((await endpointWith(unreachable)(get("trailer=FL-1"))).status).toBe(502)
    expect(log).toHaveBeenCalled()
    log.mockRestore()
  })

  it("is the configured service when REGISTRATION_SEARCH_URL is set, else the demo records", async () => {
    const demo = registrationServiceFromEnv(ORIGIN, {})
    expect(await demo.lookup({ trailer: "FL-275903", license: "", vin: "", email: "" })).toContain("FL-275903")
    const configured = registrationServiceFromEnv(ORIGIN, { REGISTRATION_SEARCH_URL: "http://127.0.0.1:9/search" })
    await expect(configured.lookup({ trailer: "FL-275903", license: "", vin: "", email: "" })).rejects.toThrow()
  })

  it("notes instead of sending mail when offline", async () => {
    const log = jest.fn()
    await demoRegistrationService(ORIGIN, log).lookup({ trailer: "FL-204518", license: "", vin: "", email: "a@b.example" })
    expect(log).toHaveBeenCalledWith(expect.stringContaining("FL-204518"))
  })
})
