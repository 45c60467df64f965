import type { BuildFigures } from "./build"
import { PHASES, type Phase } from "./phases"
import { renderReport } from "./report"

const phases = (slow: Phase, seconds: number) =>
  Object.fromEntries(PHASES.map((phase) => [phase, phase === slow ? seconds : 1])) as Record<Phase, number>

const build = (wallSeconds: number, slow: Phase, seconds: number): BuildFigures => ({
  wallSeconds,
  peakRssMb: 3000,
  peakPssMb: 2600,
  pages: 20495,
  pagesPerSecond: 80,
  phases: phases(slow, seconds),
})

describe("renderReport", () => {
  it("shows each build's phases, naming the slowest", () => {
    const markdown = renderReport({ scale: { ...build(240, "queries", 120), scale: 33, anchor: null, siteToAnchorPagesPerSecond: null, withinMemoryBudget: true } })
    const row = markdown.split("\n").find((line) => line.startsWith("| Scale (CONTENT_SCALE=33)"))
    expect(row).toContain("**120 s**")
    expect(row?.endsWith("| queries |")).toBe(true)
  })

  it("gives the cold demo build's ratio to the anchor with the pairs it is the median of", () => {
    const pairs = [
      { siteSeconds: 41.7, anchorSeconds: 20.7, ratio: 0.5 },
      { siteSeconds: 39.1, anchorSeconds: 18.6, ratio: 0.48 },
      { siteSeconds: 40, anchorSeconds: 21.2, ratio: 0.53 },
    ]
    const markdown = renderReport({ anchor: { ...build(20.7, "bundles", 5), siteToAnchorPagesPerSecond: 0.5, pairs } })
    expect(markdown).toContain("Site pages/s ÷ anchor pages/s: **0.5** (the median of 3 pairs of cold builds, the site's then the anchor's: 41.7 s and 20.7 s, 0.5; 39.1 s and 18.6 s, 0.48; 40 s and 21.2 s, 0.53;")
    expect(markdown).toContain("| Cold demo build ≥ 0.5 of the anchor's pages/s (issue 18) | holds |")
    const single = renderReport({ anchor: { ...build(18.6, "bundles", 5), siteToAnchorPagesPerSecond: 0.48 } })
    expect(single).toContain("Site pages/s ÷ anchor pages/s: **0.48**\n")
    expect(single).toContain("| Cold demo build ≥ 0.5 of the anchor's pages/s (issue 18) | **does not hold** |")
  })

  it("judges issue 18's budgets: the scale build's time and memory, and publish-to-live in every run", () => {
    const scale = { ...build(240, "html", 90), scale: 33, anchor: null, siteToAnchorPagesPerSecond: null, withinMemoryBudget: true, withinIssue18Budget: true }
    const run = (latencyMs: number, saveToLiveSeconds: number, shown = true) => ({ latencyMs, saveToLiveSeconds, shown, build: build(saveToLiveSeconds - 1, "sourcing", 30) })
    const publish = { scale: 33, changed: "node/page/privacy.yaml", pagePath: "/en/privacy/", runs: [run(0, 40), run(150, 75)] }
    const markdown = renderReport({ scale, publish })
    expect(markdown).toContain("| Scale build ≤ 250 s at ≤ 4 GB peak (issue 18) | holds |")
    expect(markdown).toContain("| Publish-to-live ≤ 60 s, also with a 150 ms content server (issue 18) | **does not hold** |")
    expect(markdown).toContain("| 150 ms | 75 s | 74 s | 2600 MB (RSS 3000 MB) | yes | sourcing (30 s) |")
    const fast = renderReport({ scale, publish: { ...publish, runs: [run(0, 40), run(150, 55)] } })
    expect(fast).toContain("| Publish-to-live ≤ 60 s, also with a 150 ms content server (issue 18) | holds |")
    const { peakPssMb: _unmeasured, ...beforePss } = build(74, "sourcing", 30)
    const older = renderReport({ scale, publish: { ...publish, runs: [{ latencyMs: 0, saveToLiveSeconds: 75, shown: true, build: beforePss }] } })
    expect(older).toContain("| 0 ms | 75 s | 74 s | RSS 3000 MB | yes | sourcing (30 s) |")
    const unseen = renderReport({ scale, publish: { ...publish, runs: [run(0, 40, false)] } })
    expect(unseen).toContain("| Publish-to-live ≤ 60 s, also with a 150 ms content server (issue 18) | **does not hold** |")
  })
})
