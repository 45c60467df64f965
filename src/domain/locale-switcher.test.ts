import { switcherCountries, type CountryEntry } from "./locale-switcher"

const COUNTRIES: CountryEntry[] = [
  { name: "Belgium", code: "be", locales: ["nl-be", "fr-be"] },
  { name: "Germany", code: "de", locales: ["de"] },
  { name: "Atlantis", code: "at", locales: ["xx-at"] },
]

describe("switcherCountries", () => {
  const countries = switcherCountries(
    COUNTRIES,
    [
      { locale: "nl-be", path: "/nl-be/vacatures/" },
      { locale: "de", path: "/de/karriere/" },
    ],
    "nl-be",
  )

  it("goes to the same page's translation where one exists", () => {
    expect(countries[0].links[0]).toMatchObject({ locale: "nl-be", path: "/nl-be/vacatures/", translated: true, current: true })
    expect(countries[1].links[0]).toMatchObject({ locale: "de", path: "/de/karriere/", translated: true, current: false })
  })

  it("goes to the locale's home where the page has no translation", () => {
    expect(countries[0].links[1]).toMatchObject({
      locale: "fr-be",
      path: "/fr-be/",
      translated: false,
      hreflang: "fr-BE",
      language: "Français",
    })
  })

  it("marks the current country and leaves out locales the site does not publish", () => {
    expect(countries.map((country) => [country.name, country.current])).toEqual([
      ["Belgium", true],
      ["Germany", false],
    ])
  })
})
