import { oncePerKey } from "./once-per-key"

describe("oncePerKey", () => {
  it("makes a value once per key and hands out the same one after", () => {
    const make = jest.fn((locale: string) => new Intl.Collator(locale))
    const collatorFor = oncePerKey(make)
    const dutch = collatorFor("nl")
    expect(collatorFor("nl")).toBe(dutch)
    expect(collatorFor("de")).not.toBe(dutch)
    expect(make.mock.calls).toEqual([["nl"], ["de"]])
  })

  it("makes again after a maker that threw, and lets the error through", () => {
    let calls = 0
    const flaky = oncePerKey((key: string) => {
      calls += 1
      if (calls === 1) throw new RangeError(`bad ${key}`)
      return key.toUpperCase()
    })
    expect(() => flaky("x")).toThrow(RangeError)
    expect(flaky("x")).toBe("X")
  })
})
