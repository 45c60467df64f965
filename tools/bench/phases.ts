/**
 * Where a build's time goes, from Gatsby's own reporter: every finished activity prints a line
 * "success <activity> - <seconds>s" (followed by " - <done>/<total> <rate>/s" for the ones with
 * a progress bar), in a terminal wrapped in cursor codes. The bench groups the activities into the
 * phases the report names, so that the slow phase is the one Gatsby measured, not a guess.
 */

export const PHASES = ["sourcing", "schema", "pages", "queries", "bundles", "images", "html", "post-build", "other"] as const
export type Phase = (typeof PHASES)[number]

export interface Activity {
  name: string
  seconds: number
}

/** Seconds per phase, and the activities as Gatsby named them (in the order they ended). */
export interface PhaseBreakdown {
  phases: Record<Phase, number>
  activities: Activity[]
}

/** Gatsby's activity names, by the phase they belong to (first match wins). */
const PHASE_OF: Array<[Phase, RegExp]> = [
  ["sourcing", /^(source and transform nodes|onPreBootstrap|initialize cache)\b/],
  ["schema", /^(building schema|createSchemaCustomization)\b/],
  ["pages", /^(createPages|createPagesStatefully|Checking for changed pages)\b/],
  ["queries", /^(run (page|static) queries|run queries in workers|extract queries from components|Writing page-data)/],
  ["bundles", /^(Building production JavaScript and CSS bundles|Building HTML renderer|Caching Webpack compilations)\b/],
  ["images", /(IMAGE_PROCESSING|Running .* jobs|generating image thumbnails)/i],
  ["html", /^(Building static HTML for pages|stitching slices|Rewriting compilation hashes)\b/],
  ["post-build", /^onPostBuild\b/],
]

/** The activities of Gatsby's output inside sourcing that are also printed on their own; counted once, in their parent. */
const NESTED = /^(Fetch all data from Drupal|Remote file download|Downloading remote files)\b/

// eslint-disable-next-line no-control-regex -- the terminal's cursor codes are what is removed
const TERMINAL_CODES = /\u001b\[[0-9;?]*[A-Za-z]/g

/** "success <activity> - <seconds>s", maybe followed by " - <done>/<total> <rate>/s". */
const ACTIVITY_LINE = /^success (.+?) - (\d+(?:\.\d+)?)s(?: - |$)/

export function phaseOf(activity: string): Phase {
  return PHASE_OF.find(([, pattern]) => pattern.test(activity))?.[0] ?? "other"
}

/** The breakdown of one build's output. */
export function buildPhases(output: string): PhaseBreakdown {
  const phases = Object.fromEntries(PHASES.map((phase) => [phase, 0])) as Record<Phase, number>
  const activities: Activity[] = []
  const lines = output.replace(TERMINAL_CODES, "").split(/\r?\n/)
  for (const [index, line] of lines.entries()) {
    // Gatsby wraps its lines at 80 columns: a long activity name puts its time on the next line.
    const text = /^success /.test(line.trim()) && !ACTIVITY_LINE.test(line.trim()) ? `${line.trim()} ${lines[index + 1]?.trim() ?? ""}` : line.trim()
    const match = ACTIVITY_LINE.exec(text)
    if (!match) continue
    const activity = { name: match[1], seconds: Number(match[2]) }
    activities.push(activity)
    if (!NESTED.test(activity.name)) phases[phaseOf(activity.name)] += activity.seconds
  }
  for (const phase of PHASES) phases[phase] = Math.round(phases[phase] * 10) / 10
  return { phases, activities }
}

/** The phase that took longest: what the report names as the one to work on. */
export function slowestPhase(breakdown: PhaseBreakdown): Phase {
  return PHASES.filter((phase) => phase !== "other").reduce((slowest, phase) =>
    breakdown.phases[phase] > breakdown.phases[slowest] ? phase : slowest,
  )
}
