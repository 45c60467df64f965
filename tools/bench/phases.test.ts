import { buildPhases, phaseOf, slowestPhase } from "./phases"

// Lines as gatsby build prints them when its output is not a terminal, cursor codes included.
const OUTPUT = [
  "\u001b[2K\u001b[1A\u001b[2K\u001b[Gsuccess onPreBootstrap - 2.720s",
  "info Starting to fetch all data from Drupal",
  "\u001b[2K\u001b[1A\u001b[2K\u001b[Gsuccess Fetch all data from Drupal - 48.498s",
  "success source and transform nodes - 69.602s",
  "success building schema - 3.716s",
  "success createPages - 11.569s",
  "success extract queries from components - 6.030s",
  "success Building production JavaScript and CSS bundles - 44.343s",
  "success Building HTML renderer - 41.342s",
  "success run page queries - 301.250s - 20510/20510 68.08/s",
  "success Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs - 20.100s - 120/120 5.97/s",
  "success Writing page-data.json and slice-data.json files to public directory -",
  "0.700s",
  "success Building static HTML for pages - 90.500s - 20495/20495 226.46/s",
  "success stitching slices - 8.500s",
  "success onPostBuild - 12.000s",
  "info Done building in 610.1 sec",
].join("\n")

describe("buildPhases", () => {
  it("sums Gatsby's activities into the report's phases", () => {
    const { phases } = buildPhases(OUTPUT)
    expect(phases).toEqual({
      sourcing: 72.3,
      schema: 3.7,
      pages: 11.6,
      queries: 308,
      bundles: 85.7,
      images: 20.1,
      html: 99,
      "post-build": 12,
      other: 0,
    })
  })

  it("counts the Drupal fetch once, inside sourcing, and keeps it as an activity", () => {
    const { activities } = buildPhases(OUTPUT)
    expect(activities.find((activity) => activity.name === "Fetch all data from Drupal")?.seconds).toBe(48.498)
    expect(buildPhases(OUTPUT).phases.sourcing).toBeLessThan(69.602 + 48.498)
  })

  it("reads an activity whose time Gatsby wrapped onto the next line", () => {
    expect(buildPhases(OUTPUT).activities).toContainEqual({ name: "Writing page-data.json and slice-data.json files to public directory", seconds: 0.7 })
  })

  it("puts an activity it does not know under other", () => {
    expect(phaseOf("Compiling Gatsby Functions")).toBe("other")
    expect(buildPhases("success Compiling Gatsby Functions - 0.221s").phases.other).toBe(0.2)
  })

  it("names the slowest phase", () => {
    expect(slowestPhase(buildPhases(OUTPUT))).toBe("queries")
    expect(slowestPhase(buildPhases("success Building static HTML for pages - 9.000s\nsuccess run page queries - 2.000s"))).toBe("html")
  })

  it("reads nothing from output without Gatsby's activity lines", () => {
    expect(buildPhases("error Building static HTML failed").activities).toEqual([])
  })
})
