import { round, type BuildFigures } from "./build"

/**
 * Cold demo builds of the site and of the anchor, one after the other, this many times. On the
 * 2-core machine identical cold builds vary by a fifth from one run to the next (40-57 s for the
 * site, 18.6-25 s for the anchor within one session), so one of each gives a ratio anywhere in a
 * wide band; the pair with the median ratio is the figure (as `farm-bench --vs` pairs them).
 */
export const COLD_PAIRS = 3

/** A cold build of the site and the anchor's built right after it. */
export interface ColdPair {
  site: BuildFigures
  anchor: BuildFigures
  /** The site's pages per second over the anchor's. */
  ratio: number
}

export function coldPair(site: BuildFigures, anchor: BuildFigures): ColdPair {
  return { site, anchor, ratio: round(site.pagesPerSecond / anchor.pagesPerSecond, 2) }
}

/** The pair whose ratio is the median (of an even number, the lower of the middle two). */
export function medianPair(pairs: readonly ColdPair[]): ColdPair {
  if (pairs.length === 0) throw new Error("No cold build pairs to take the median of")
  const byRatio = [...pairs].sort((a, b) => a.ratio - b.ratio)
  return byRatio[Math.floor((byRatio.length - 1) / 2)]
}

/** What the report keeps of each pair: the two wall times and the ratio, in the order they ran. */
export function pairSummaries(pairs: readonly ColdPair[]): Array<{ siteSeconds: number; anchorSeconds: number; ratio: number }> {
  return pairs.map((pair) => ({ siteSeconds: pair.site.wallSeconds, anchorSeconds: pair.anchor.wallSeconds, ratio: pair.ratio }))
}
