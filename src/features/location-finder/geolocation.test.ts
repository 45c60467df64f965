import { GEOLOCATION_OPTIONS } from "../../config/location-finder"
import { requestPosition, watchGeolocationAccess, type GeolocationAccess } from "./geolocation"

function fakeGeolocation(answer: (success: PositionCallback, failure: PositionErrorCallback) => void) {
  const getCurrentPosition = jest.fn((success: PositionCallback, failure?: PositionErrorCallback | null, _options?: PositionOptions) =>
    answer(success, failure!),
  )
  return { geolocation: { getCurrentPosition } as unknown as Geolocation, getCurrentPosition }
}

const position = (latitude: number, longitude: number) => ({ coords: { latitude, longitude } }) as GeolocationPosition
const failure = (code: number) => ({ code }) as GeolocationPositionError

describe("requestPosition", () => {
  it("asks with high accuracy, a 10 s timeout and a 10 s maximum age", async () => {
    const { geolocation, getCurrentPosition } = fakeGeolocation((success) => success(position(52.09, 5.12)))
    await expect(requestPosition(geolocation)).resolves.toEqual({ kind: "position", position: { lat: 52.09, lng: 5.12 } })
    expect(getCurrentPosition.mock.calls[0][2]).toEqual({ enableHighAccuracy: true, timeout: 10000, maximumAge: 10000 })
    expect(GEOLOCATION_OPTIONS.timeout).toBe(10000)
  })

  it("tells a refusal, a timeout and an unavailable position apart", async () => {
    await expect(requestPosition(fakeGeolocation((_, fail) => fail(failure(1))).geolocation)).resolves.toEqual({ kind: "denied" })
    await expect(requestPosition(fakeGeolocation((_, fail) => fail(failure(3))).geolocation)).resolves.toEqual({ kind: "timeout" })
    await expect(requestPosition(fakeGeolocation((_, fail) => fail(failure(2))).geolocation)).resolves.toEqual({ kind: "unavailable" })
  })

  it("treats missing coordinates and a throwing browser as unavailable, never as a crash", async () => {
    const missing = fakeGeolocation((success) => success({ coords: { latitude: Number.NaN, longitude: 5 } } as GeolocationPosition))
    await expect(requestPosition(missing.geolocation)).resolves.toEqual({ kind: "unavailable" })
    const throwing = fakeGeolocation(() => {
      throw new Error("Only secure origins are allowed")
    })
    await expect(requestPosition(throwing.geolocation)).resolves.toEqual({ kind: "unavailable" })
  })
})

describe("watchGeolocationAccess", () => {
  const geolocation = {} as Geolocation

  function permissionStatus(state: PermissionState) {
    return Object.assign(new EventTarget(), { name: "geolocation", state, onchange: null })
  }

  async function watch(geolocationOrNull: Geolocation | null, permissions: Permissions | null) {
    const seen: GeolocationAccess[] = []
    const stop = watchGeolocationAccess(geolocationOrNull, permissions, (access) => seen.push(access))
    await new Promise((resolve) => setTimeout(resolve, 0))
    return { seen, stop }
  }

  it.each([
    ["granted", "granted"],
    ["prompt", "prompt"],
    ["denied", "denied"],
  ] as const)("reads %s from the Permissions API without asking", async (state, access) => {
    const query = jest.fn(async () => permissionStatus(state) as unknown as PermissionStatus)
    const { seen } = await watch(geolocation, { query } as unknown as Permissions)
    expect(query).toHaveBeenCalledWith({ name: "geolocation" })
    expect(seen).toEqual([access])
  })

  it("reads prompt when the browser cannot tell, and unsupported without geolocation", async () => {
    expect((await watch(geolocation, null)).seen).toEqual(["prompt"])
    const refusing = { query: jest.fn(async () => Promise.reject(new TypeError("geolocation is not a permission name"))) }
    expect((await watch(geolocation, refusing as unknown as Permissions)).seen).toEqual(["prompt"])
    expect((await watch(null, null)).seen).toEqual(["unsupported"])
  })

  it("follows changes until stopped", async () => {
    const status = permissionStatus("prompt")
    const { seen, stop } = await watch(geolocation, { query: async () => status } as unknown as Permissions)
    status.state = "granted"
    status.dispatchEvent(new Event("change"))
    stop()
    status.state = "denied"
    status.dispatchEvent(new Event("change"))
    expect(seen).toEqual(["prompt", "granted"])
  })
})
