import type { BuildFigures } from "./build"
import { coldPair, medianPair, pairSummaries } from "./cold-pairs"

const run = (wallSeconds: number, pages = 931): BuildFigures => ({ wallSeconds, peakRssMb: 1000, pages, pagesPerSecond: pages / wallSeconds })

describe("cold build pairs", () => {
  it("takes the ratio of the site's pages per second to the anchor's", () => {
    expect(coldPair(run(40), run(20)).ratio).toBe(0.5)
    expect(coldPair(run(56.2), run(21.5)).ratio).toBe(0.38)
  })

  it("picks the pair with the median ratio, whatever order they ran in", () => {
    const slow = coldPair(run(50), run(20))
    const middle = coldPair(run(40), run(19))
    const fast = coldPair(run(38), run(21))
    expect(medianPair([slow, middle, fast])).toBe(middle)
    expect(medianPair([fast, slow, middle])).toBe(middle)
    expect(medianPair([fast])).toBe(fast)
  })

  it("takes the lower middle pair of an even number, and refuses none", () => {
    const pairs = [coldPair(run(50), run(20)), coldPair(run(40), run(20)), coldPair(run(45), run(20)), coldPair(run(30), run(20))]
    expect(medianPair(pairs).ratio).toBe(0.44)
    expect(() => medianPair([])).toThrow()
  })

  it("keeps each pair's wall times and ratio in the order they ran", () => {
    expect(pairSummaries([coldPair(run(41.7), run(20.7)), coldPair(run(39.1), run(18.6))])).toEqual([
      { siteSeconds: 41.7, anchorSeconds: 20.7, ratio: 0.5 },
      { siteSeconds: 39.1, anchorSeconds: 18.6, ratio: 0.48 },
    ])
  })
})
