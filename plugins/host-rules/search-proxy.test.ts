import { formatRules } from "./redirect-rules"
import { searchProxyRules } from "./search-proxy"

describe("the search proxy rules", () => {
  it("proxy each locale's search index on the site's origin to the same path on Drupal", () => {
    expect(formatRules(searchProxyRules("/cms", ["en", "fr-be"], "https://cms.fleetlane.example"))).toBe(
      "/cms/en/api/index/search  https://cms.fleetlane.example/en/api/index/search  200!\n" +
        "/cms/fr-be/api/index/search  https://cms.fleetlane.example/fr-be/api/index/search  200!\n",
    )
  })
})
