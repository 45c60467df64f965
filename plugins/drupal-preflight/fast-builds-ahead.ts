import { credentialHeaders, fastBuildsSyncUrl, type DrupalAddress, type DrupalCredentials } from "../../src/config/drupal-address"
import type { Fetch } from "./preflight"

/**
 * Whether gatsby-source-drupal will source only the changes since the last build: fastBuilds is
 * on, the last build left its time (gatsby-source-drupal's plugin status `lastFetched`), and
 * gatsby_fastbuilds' sync endpoint answers for that time with the changes rather than `status: -1`
 * (an expired or purged log: everything is sourced again). It asks the endpoint as the build will,
 * with the build's credentials; the endpoint only reads the log. Any other answer counts as a full
 * sourcing, so the caller checks everything.
 *
 * `lastFetched` is a number after a full sourcing (gatsby-source-drupal sets it from the clock) and
 * the sync answer's `timestamp` after a fastBuilds sourcing, which gatsby_fastbuilds sends as a string
 * of seconds (recordings fastbuilds/f05, f09); gatsby-source-drupal reads both with Math.floor.
 */
export async function fastBuildsAhead(
  address: DrupalAddress,
  credentials: DrupalCredentials,
  fastBuilds: boolean,
  lastFetched: unknown,
  fetchDocument: Fetch,
): Promise<boolean> {
  const since = secondsOf(lastFetched)
  if (!fastBuilds || since === null) return false
  try {
    const response = await fetchDocument(fastBuildsSyncUrl(address.baseUrl, since), {
      headers: { Accept: "application/json", ...credentialHeaders(credentials) },
    })
    if (response.status !== 200) return false
    const body = (await response.json()) as { status?: unknown; entities?: unknown }
    return body.status !== -1 && Array.isArray(body.entities)
  } catch {
    return false
  }
}

/** A last build's time in seconds, a number or a string of digits (with a fraction), else null. */
function secondsOf(lastFetched: unknown): number | null {
  const seconds =
    typeof lastFetched === "number"
      ? lastFetched
      : typeof lastFetched === "string" && /^\d+(\.\d+)?$/.test(lastFetched)
        ? Number(lastFetched)
        : NaN
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null
}
