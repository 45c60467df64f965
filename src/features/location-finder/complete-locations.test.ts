import { fetchCompleteLocations } from "./complete-locations"

describe("fetchCompleteLocations", () => {
  const realFetch = global.fetch
  afterEach(() => {
    global.fetch = realFetch
  })

  it("asks for the language's list the build wrote and answers its locations", async () => {
    const fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => [{ id: "aarhus" }] }) as unknown as Response)
    global.fetch = fetchMock as unknown as typeof fetch
    await expect(fetchCompleteLocations("da")()).resolves.toEqual([{ id: "aarhus" }])
    expect(fetchMock).toHaveBeenCalledWith("/finder-data/da.json")
  })

  it("fails on an answer that is not a success, so the finder says so", async () => {
    global.fetch = jest.fn(
      async () => ({ ok: false, status: 404, json: async () => ({}) }) as unknown as Response,
    ) as unknown as typeof fetch
    await expect(fetchCompleteLocations("da")()).rejects.toThrow("HTTP 404")
  })
})
