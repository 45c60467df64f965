import { distanceMetres, EARTH_RADIUS_M, isLatLng, type LatLng } from "./geo"
import { compareTitles, type MeasuredMatch, type SearchableLocation } from "./location-search"

/** A location that can be measured, with its place in the input: equal matches keep input order. */
interface Candidate<Location extends SearchableLocation> {
  location: Location
  position: LatLng
  order: number
}

/** A candidate kept among the nearest, with its distance from the origin. */
interface Kept<Location extends SearchableLocation> {
  candidate: Candidate<Location>
  metres: number
}

/** The other locations nearest to a location, nearest first; none when it has no position. */
export type NearestLocationsOf<Location extends SearchableLocation> = (
  target: SearchableLocation,
  count: number,
) => MeasuredMatch<Location>[]

const RADIANS_PER_DEGREE = Math.PI / 180

/**
 * A great circle is at least EARTH_RADIUS_M × |latitude difference in radians| long, but
 * distanceMetres rounds to whole metres (and floating point errs by far less than a metre): a
 * candidate whose latitude difference alone is more than this beyond the last kept distance is
 * farther than it, never equal to it.
 */
const ROUNDING_MARGIN_M = 1

/**
 * Indexes locations by latitude, once, to answer what byDistance(other locations,
 * target.position).slice(0, count) answers, without measuring them all: the build asks for the
 * three nearest of each of about 9,000 location pages among 4,224 locations at scale, and
 * measuring every location for every page cost about 10 s of every build.
 *
 * The search starts at the target's latitude and walks outwards, always to the candidate whose
 * latitude is nearer, so that once the latitude difference alone puts the next one beyond the
 * last of the `count` kept, every later one is beyond it too. Longitude never bounds the walk: it
 * wraps at the antimeridian. The order is byDistance's: nearer first, then titles by the finder's
 * collator, then input order (the scale build's copies share coordinates, so exact ties are
 * common); the walk visits candidates out of input order, so input order is compared explicitly.
 */
export function indexNearestLocations<Location extends SearchableLocation>(locations: readonly Location[]): NearestLocationsOf<Location> {
  const candidates: Candidate<Location>[] = locations.flatMap((location, order) =>
    isLatLng(location.position) ? [{ location, position: location.position, order }] : [],
  )
  candidates.sort((a, b) => a.position.lat - b.position.lat)
  const latitudes = Float64Array.from(candidates, (candidate) => candidate.position.lat)

  return (target, count) => {
    if (count <= 0 || !isLatLng(target.position)) return []
    const origin = target.position
    const nearest: Kept<Location>[] = []
    let below = firstIndexAtOrAbove(latitudes, origin.lat) - 1
    let above = below + 1
    for (;;) {
      const belowGap = below >= 0 ? origin.lat - latitudes[below] : Infinity
      const aboveGap = above < latitudes.length ? latitudes[above] - origin.lat : Infinity
      const gap = Math.min(belowGap, aboveGap)
      if (gap === Infinity) break
      if (nearest.length === count && EARTH_RADIUS_M * gap * RADIANS_PER_DEGREE > nearest[count - 1].metres + ROUNDING_MARGIN_M) break
      const candidate = candidates[belowGap <= aboveGap ? below-- : above++]
      if (candidate.location.id !== target.id) keepIfNearer(nearest, candidate, distanceMetres(origin, candidate.position), count)
    }
    return nearest.map(({ candidate, metres }) => ({ location: candidate.location, distanceKm: metres / 1000 }))
  }
}

/** The first index of ascending `values` whose value is `value` or more (their length when none is). */
function firstIndexAtOrAbove(values: Float64Array, value: number): number {
  let low = 0
  let high = values.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (values[middle] < value) low = middle + 1
    else high = middle
  }
  return low
}

/** Adds a measured candidate to the sorted `nearest` when it belongs among the first `count`. */
function keepIfNearer<Location extends SearchableLocation>(
  nearest: Kept<Location>[],
  candidate: Candidate<Location>,
  metres: number,
  count: number,
): void {
  if (nearest.length === count && !precedes(candidate, metres, nearest[count - 1])) return
  let index = nearest.length
  while (index > 0 && precedes(candidate, metres, nearest[index - 1])) index--
  nearest.splice(index, 0, { candidate, metres })
  if (nearest.length > count) nearest.pop()
}

/** byDistance's order: nearer first, then by title, then (its stable sort) by input order. */
function precedes<Location extends SearchableLocation>(candidate: Candidate<Location>, metres: number, kept: Kept<Location>): boolean {
  const order =
    metres - kept.metres || compareTitles(candidate.location.title, kept.candidate.location.title) || candidate.order - kept.candidate.order
  return order < 0
}
