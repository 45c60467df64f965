import { boundsOf, centerOnRadius, fitToMarkers, type FittableMap, type MapEvents } from "./map-fitting"

function fakeMap(zoomAfterFit: number) {
  let zoom: number | undefined
  const map = {
    getZoom: jest.fn(() => zoom),
    setZoom: jest.fn((value: number) => {
      zoom = value
    }),
    setCenter: jest.fn(),
    fitBounds: jest.fn(() => {
      zoom = zoomAfterFit
    }),
  } satisfies FittableMap
  return map
}

function fakeEvents() {
  const listeners: Array<{ eventName: string; handler: () => void; removed: boolean }> = []
  const events: MapEvents = {
    addListenerOnce: (_instance, eventName, handler) => {
      const listener = { eventName, handler, removed: false }
      listeners.push(listener)
      return { remove: () => void (listener.removed = true) }
    },
  }
  return { events, listeners }
}

const AMSTERDAM = { lat: 52.38903, lng: 4.86069 }
const UTRECHT = { lat: 52.11083, lng: 5.09222 }

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe("fitToMarkers", () => {
  it("fits the bounds of the markers", () => {
    const map = fakeMap(9)
    fitToMarkers(map, [AMSTERDAM, UTRECHT])
    expect(map.fitBounds).toHaveBeenCalledWith({ north: 52.38903, south: 52.11083, east: 5.09222, west: 4.86069 })
  })

  it("sets a zoom over 20 to 10 after 500 ms, not before", () => {
    const map = fakeMap(21)
    fitToMarkers(map, [UTRECHT])
    jest.advanceTimersByTime(499)
    expect(map.setZoom).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(map.setZoom).toHaveBeenCalledWith(10)
  })

  it("leaves a zoom of 20 or less alone", () => {
    const map = fakeMap(20)
    fitToMarkers(map, [AMSTERDAM, UTRECHT])
    jest.advanceTimersByTime(1000)
    expect(map.setZoom).not.toHaveBeenCalled()
  })

  it("does nothing without markers, and nothing after it is cancelled", () => {
    const empty = fakeMap(21)
    fitToMarkers(empty, [])
    expect(empty.fitBounds).not.toHaveBeenCalled()
    const map = fakeMap(21)
    fitToMarkers(map, [UTRECHT])()
    jest.advanceTimersByTime(1000)
    expect(map.setZoom).not.toHaveBeenCalled()
  })
})

describe("centerOnRadius", () => {
  it("centres on the point at the radius zoom (50 km at Utrecht: 9)", () => {
    const map = fakeMap(0)
    const { events } = fakeEvents()
    centerOnRadius(map, events, UTRECHT, 50)
    expect(map.setCenter).toHaveBeenLastCalledWith(UTRECHT)
    expect(map.setZoom).toHaveBeenLastCalledWith(9)
  })

  it("applies it again on the next bounds change, through a one-time listener removed after 2 s", () => {
    const map = fakeMap(0)
    const { events, listeners } = fakeEvents()
    centerOnRadius(map, events, UTRECHT, 200)
    expect(listeners).toHaveLength(1)
    expect(listeners[0].eventName).toBe("bounds_changed")
    map.setZoom(3)
    listeners[0].handler()
    expect(map.getZoom()).toBe(7)
    jest.advanceTimersByTime(1999)
    expect(listeners[0].removed).toBe(false)
    jest.advanceTimersByTime(1)
    expect(listeners[0].removed).toBe(true)
  })

  it("removes the listener when cancelled", () => {
    const { events, listeners } = fakeEvents()
    centerOnRadius(fakeMap(0), events, UTRECHT, 10)()
    expect(listeners[0].removed).toBe(true)
  })
})

describe("boundsOf", () => {
  it("is null without points", () => {
    expect(boundsOf([])).toBeNull()
  })
})
