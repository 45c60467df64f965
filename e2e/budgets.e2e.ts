import path from "node:path"
import { FIRST_LOAD_JS_BUDGET, ON_REQUEST_SCRIPT_HOSTS, TOOL_TEMPLATES } from "../src/config/budgets"
import { firstLoadByTemplate, type PageWeight } from "../tools/weight/first-load"

/**
 * Byte budgets of the build the browser tests run against (public/). Bytes, not time: the same
 * build always weighs the same.
 */
const PUBLIC_DIR = path.join(__dirname, "..", "public")
let weights: Map<string, PageWeight & { pages: number }>

beforeAll(async () => {
  weights = await firstLoadByTemplate(PUBLIC_DIR)
})

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

describe("first-load JavaScript (gzip)", () => {
  it("is measured for every page type of the build", () => {
    expect([...weights.keys()]).toEqual(expect.arrayContaining(["home", "page", "route"]))
    for (const weight of weights.values()) expect(weight.scripts.some((file) => file.startsWith("framework-"))).toBe(true)
  })

  it("counts the chunks of the islands that hydrate with the page, which its HTML preloads", () => {
    // The homepage's card list, carousel and location form hydrate (src/blocks/*/island.ts).
    expect(weights.get("home")?.scripts.filter((file) => file.startsWith("block-")).length).toBeGreaterThan(0)
  })

  it(`stays within ${kb(FIRST_LOAD_JS_BUDGET.contentPage)} on content pages`, () => {
    const over = [...weights.values()]
      .filter((weight) => !TOOL_TEMPLATES.includes(weight.template) && weight.firstLoadJs > FIRST_LOAD_JS_BUDGET.contentPage)
      .map((weight) => `${weight.template} (${weight.path}): ${kb(weight.firstLoadJs)}`)
    expect(over).toEqual([])
  })

  it(`stays within ${kb(FIRST_LOAD_JS_BUDGET.anyPage)} on every page`, () => {
    const over = [...weights.values()]
      .filter((weight) => weight.firstLoadJs > FIRST_LOAD_JS_BUDGET.anyPage)
      .map((weight) => `${weight.template} (${weight.path}): ${kb(weight.firstLoadJs)}`)
    expect(over).toEqual([])
  })

  it("holds no Google Maps script: the map loads when it is opened", () => {
    const withMaps = [...weights.values()].filter((weight) =>
      weight.externalScripts.some((source) => ON_REQUEST_SCRIPT_HOSTS.some((host) => source.includes(host))),
    )
    expect(withMaps.map((weight) => weight.path)).toEqual([])
  })
})
