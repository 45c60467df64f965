import { GEOLOCATION_OPTIONS } from "../../config/location-finder"
import { requestPosition } from "./geolocation"

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
