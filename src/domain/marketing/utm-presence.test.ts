import { mayCarryUtm } from "./utm-presence"
import { UTM_KEYS, utmFromSearch } from "./utm"

describe("mayCarryUtm", () => {
  it.each(["?utm_source=linkedin", "?page=2&utm_campaign=reefer", "?utm_term=", "?x=1&utm_content=a%20b", "?utm%5Fsource=mail"])(
    "is true for %s",
    (search) => {
      expect(mayCarryUtm(search)).toBe(true)
    },
  )

  it.each(["", "?page=2", "?utm=1", "?source=linkedin"])("is false for %s, which has no campaign values", (search) => {
    expect(mayCarryUtm(search)).toBe(false)
    expect(utmFromSearch(search)).toBeNull()
  })

  it("is never false where utmFromSearch finds values", () => {
    for (const search of ["?utm_medium=email", "?a=b&utm_campaign=x&utm_source=y", "?UTM_x=1&utm_term=z"])
      expect(utmFromSearch(search) === null || mayCarryUtm(search)).toBe(true)
  })
})

describe("mayCarryUtm and UTM_KEYS", () => {
  it.each([...UTM_KEYS])("finds %s, a key utmFromSearch reads", (key) => {
    expect(mayCarryUtm(`?${key}=x`)).toBe(true)
    expect(utmFromSearch(`?${key}=x`)).not.toBeNull()
  })
})
