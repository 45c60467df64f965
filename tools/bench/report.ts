import type { AboveTheFoldImage, MapWeight } from "./browser"
import type { BuildFigures } from "./build"
import type { EndpointFigures, LoadRun } from "./endpoints"
import type { LighthouseFigures } from "./lighthouse"
import type { Machine } from "./machine"
import { PHASES, slowestPhase } from "./phases"
import type { PublishFigures } from "./publish"
import type { TypeWeight } from "./weight"

export interface Report {
  machine: Machine
  partsRun: string[]
  builds: { cold: BuildFigures; rebuild: BuildFigures & { changed: string } }
  anchor: BuildFigures & {
    siteToAnchorPagesPerSecond: number | null
    /** The cold build pairs the figures come from (cold-pairs.ts); absent in reports before them. */
    pairs?: Array<{ siteSeconds: number; anchorSeconds: number; ratio: number }>
  }
  scale: BuildFigures & {
    scale: number
    anchor: BuildFigures | null
    siteToAnchorPagesPerSecond: number | null
    withinMemoryBudget: boolean
    /** At most 250 s and 4 GB of proportional set size (issue 18); absent in reports before it. */
    withinIssue18Budget?: boolean
  }
  publish: PublishFigures
  weight: Array<TypeWeight & { budget: number }>
  browser: { map: MapWeight | null; images: AboveTheFoldImage[] }
  lighthouse: LighthouseFigures[]
  endpoints: EndpointFigures[]
  load: LoadRun | null
  /** Parts that failed in their last run, with the error. */
  failures: Record<string, string>
}

/** "3659 MB (RSS 4397 MB)": the proportional set size where measured, and the resident memory summed over the processes. */
function peakMemory(figures: BuildFigures): string {
  return figures.peakPssMb === undefined ? `RSS ${figures.peakRssMb} MB` : `${figures.peakPssMb} MB (RSS ${figures.peakRssMb} MB)`
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const yes = (ok: boolean) => (ok ? "holds" : "**does not hold**")

function table(head: string[], rows: Array<Array<string | number>>): string {
  return [`| ${head.join(" | ")} |`, `| ${head.map(() => "---").join(" | ")} |`, ...rows.map((row) => `| ${row.join(" | ")} |`)].join("\n")
}

/** "queries (301.2 s)": the phase that took longest, or "-" for figures without phases. */
function slowestOf(figures: BuildFigures): string {
  if (!figures.phases) return "-"
  const slowest = slowestPhase({ phases: figures.phases, activities: [] })
  return `${slowest} (${figures.phases[slowest]} s)`
}

/** Issue 18: at most 60 s from the save to the served page showing the edit. */
const PUBLISH_BUDGET_S = 60

function publishSection(publish: PublishFigures | undefined): string[] {
  if (!publish) return ["Publish-to-live: not run.", ""]
  return [
    `Publish-to-live at CONTENT_SCALE=${publish.scale}: the English title of ${publish.changed} published through the content server's editorial endpoint, which logs it for fastBuilds and calls the build hook; the receiver (quiet time ${publish.hookQuietMs ?? "?"} ms) runs the incremental build with the cache kept, until ${publish.pagePath} is served with the edit (tools/bench/publish.ts).`,
    "",
    table(
      ["Publish", "Content server latency", "Save to live", "Incremental build", "Peak memory", "Served page shows the edit", "Slowest phase"],
      publish.runs.map((run, index) => [
        index === 0 ? "first after the cold build" : "after a publish",
        `${run.latencyMs} ms`,
        `${run.saveToLiveSeconds} s`,
        `${run.build.wallSeconds} s`,
        peakMemory(run.build),
        run.shown ? "yes" : "**no**",
        slowestOf(run.build),
      ]),
    ),
    "",
  ]
}

/** Gatsby's own timings per phase of each build that has them, the slowest phase in bold. */
function phaseTable(builds: Array<[string, BuildFigures | null | undefined]>): string[] {
  const timed = builds.filter((entry): entry is [string, BuildFigures & { phases: NonNullable<BuildFigures["phases"]> }] => Boolean(entry[1]?.phases))
  if (!timed.length) return []
  const rows = timed.map(([name, figures]) => {
    const slowest = slowestPhase({ phases: figures.phases, activities: [] })
    return [name, ...PHASES.map((phase) => (phase === slowest ? `**${figures.phases[phase]} s**` : `${figures.phases[phase]} s`)), slowest]
  })
  return [
    "Per phase (Gatsby's own activity timings, tools/bench/phases.ts; phases overlap a little, so they need not add up to the wall time):",
    "",
    table(["Build", ...PHASES, "Slowest"], rows),
    "",
  ]
}

function buildRow(name: string, figures: BuildFigures | undefined): Array<string | number> {
  if (!figures) return [name, "not run", "", "", ""]
  return [name, `${figures.wallSeconds} s`, peakMemory(figures), figures.pages, figures.pagesPerSecond]
}

/** bench/report.md: the figures as readable tables, and which budgets hold. */
export function renderReport(report: Partial<Report>): string {
  const m = report.machine
  const out: string[] = ["# Benchmark report", ""]
  if (m) out.push(`- Date: ${m.date}`, `- Commit: ${m.commit}${m.dirty ? " (with uncommitted changes)" : ""}`, `- Machine: ${m.cores} × ${m.cpus}, ${m.memoryGb} GB, ${m.os}, Node ${m.node}`, `- Parts run this time: ${report.partsRun?.join(", ")}; other figures are from earlier runs (see bench/report.json)`, "")

  out.push("## Build", "")
  out.push(
    table(
      ["Build", "Wall", "Peak memory (process tree: PSS, and RSS summed)", "Pages", "Pages/s"],
      [
        buildRow("Cold (no cache), demo content", report.builds?.cold),
        buildRow(`Rebuild after one content change (${report.builds?.rebuild.changed ?? "-"}), cache kept`, report.builds?.rebuild),
        buildRow("Anchor: trivial Gatsby 5 site, same page count", report.anchor),
        buildRow(`Scale build (CONTENT_SCALE=${report.scale?.scale ?? "-"})`, report.scale),
        buildRow("Anchor for the scale build", report.scale?.anchor ?? undefined),
      ],
    ),
    "",
  )
  out.push(
    ...phaseTable([
      ["Cold, demo content", report.builds?.cold],
      ["Rebuild, demo content", report.builds?.rebuild],
      [`Scale (CONTENT_SCALE=${report.scale?.scale ?? "-"})`, report.scale],
    ]),
  )
  out.push(...publishSection(report.publish))
  if (report.anchor?.siteToAnchorPagesPerSecond) {
    const pairs = report.anchor.pairs
    const from = pairs?.length
      ? ` (the median of ${pairs.length} pairs of cold builds, the site's then the anchor's: ${pairs.map((pair) => `${pair.siteSeconds} s and ${pair.anchorSeconds} s, ${pair.ratio}`).join("; ")}; the cold build and anchor rows are the median pair's)`
      : ""
    out.push(`Site pages/s ÷ anchor pages/s: **${report.anchor.siteToAnchorPagesPerSecond}**${from}`, "")
  }
  if (report.scale)
    out.push(
      `Scale: ${report.scale.siteToAnchorPagesPerSecond ?? "no anchor figure (see failures)"} of the anchor's pages/s; peak memory ≤ 8 GB ${yes(report.scale.withinMemoryBudget)}.`,
      "",
    )

  out.push("## Weight per page type", "")
  if (report.weight) {
    out.push(
      table(
        ["Page type", "Pages", "Heaviest sample", "First-load JS (gzip)", "Budget", "CSS (gzip)", "page-data.json (raw / gzip)", "UI strings in page data"],
        report.weight.map((w) => [
          w.template,
          w.pages,
          w.samplePath,
          kb(w.firstLoadJsGzip),
          `${kb(w.budget)} ${w.firstLoadJsGzip <= w.budget ? "✓" : "✗"}`,
          kb(w.cssGzip),
          `${kb(w.pageDataBytes)} / ${kb(w.pageDataGzip)}`,
          kb(w.uiStringsBytes),
        ]),
      ),
      "",
    )
  } else out.push("Not run.", "")
  if (report.browser) {
    const map = report.browser.map
    out.push(
      map
        ? `Locations page ${map.path}: ${kb(map.jsBytesBeforeMap)} of script before the map is opened, ${map.jsBytesAfterMap === null ? "map not opened" : kb(map.jsBytesAfterMap)} after (${map.note}).`
        : "Locations page: not measured.",
      "",
      table(
        ["Page", "Path", "Largest image above the fold (mobile)", "Bytes", "loading", "fetchpriority"],
        report.browser.images.map((image) => [image.name, image.path, image.src ?? "none", kb(image.bytes), image.loading ?? "-", image.fetchPriority ?? "-"]),
      ),
      "",
    )
  }

  out.push("## Lighthouse (mobile, median of 3)", "")
  if (report.lighthouse?.length) {
    out.push(
      table(
        ["Page", "Path", "Performance", "Accessibility", "Best practices", "SEO", "LCP", "TBT", "CLS"],
        report.lighthouse.map((l) => [l.name, l.path, l.performance, l.accessibility, l.bestPractices, l.seo, `${l.lcpMs} ms`, `${l.tbtMs} ms`, l.cls]),
      ),
      "",
    )
  } else out.push("Not run.", "")

  out.push("## Endpoints (autocannon, the functions in one warm Node process: tools/bench/functions-host.ts)", "")
  if (report.endpoints?.length) {
    out.push(
      table(
        ["Case", "Request", "Connections × s", "Requests", "Req/s", "p50", "p99", "Statuses", "Errors"],
        report.endpoints.map((e) =>
          e.present
            ? [e.name, e.request, `${e.connections} × ${e.seconds}`, e.requests, e.requestsPerSecond, `${e.p50Ms} ms`, `${e.p99Ms} ms`, JSON.stringify(e.statuses), e.errors]
            : [e.name, e.request, "endpoint not in this build", "", "", "", "", "", ""],
        ),
      ),
      "",
    )
  } else out.push("Not run.", "")
  out.push("### Load run", "")
  if (report.load) {
    const l = report.load
    out.push(
      `${l.connections} connections for ${l.seconds} s against ${l.request}: ${l.requests} requests, ${l.requestsPerSecond} req/s, p50 ${l.p50Ms} ms, p99 ${l.p99Ms} ms, statuses ${JSON.stringify(l.statuses)}, ${l.errors} errors; accepted ${l.accepted}, stored ${l.stored}: stored = accepted ${yes(l.storedEqualsAccepted)}.` +
        (l.inFlightAtStop === undefined
          ? ""
          : ` When the run stopped, ${l.inFlightAtStop} requests were still open (autocannon leaves them unanswered); the endpoint stored ${l.inFlightStored} of them.`),
      "",
    )
  } else out.push("Not run, or the enquiry endpoint is not in this build.", "")

  const failures = Object.entries(report.failures ?? {})
  if (failures.length) out.push("## Parts that failed", "", ...failures.map(([name, message]) => `- **${name}**: ${message.split("\n")[0]}`), "")

  out.push("## Budgets", "")
  const content = report.weight?.filter((w) => w.budget === 90 * 1024) ?? []
  const lighthouse = report.lighthouse ?? []
  out.push(
    table(
      ["Budget", "Verdict"],
      [
        ["First-load JS ≤ 90 KB gzip on content pages", report.weight ? yes(content.every((w) => w.firstLoadJsGzip <= w.budget)) : "not measured"],
        ["First-load JS ≤ 130 KB gzip on every page", report.weight ? yes(report.weight.every((w) => w.firstLoadJsGzip <= 130 * 1024)) : "not measured"],
        ["Lighthouse performance ≥ 98 (five pages)", lighthouse.length ? yes(lighthouse.every((l) => l.performance >= 98)) : "not measured"],
        ["Lighthouse accessibility, best practices, SEO = 100", lighthouse.length ? yes(lighthouse.every((l) => l.accessibility === 100 && l.bestPractices === 100 && l.seo === 100)) : "not measured"],
        ["CLS ≤ 0.02", lighthouse.length ? yes(lighthouse.every((l) => l.cls <= 0.02)) : "not measured"],
        ["TBT ≤ 100 ms", lighthouse.length ? yes(lighthouse.every((l) => l.tbtMs <= 100)) : "not measured"],
        ["Scale build ≥ 20,000 pages within 8 GB", report.scale ? yes(report.scale.pages >= 20000 && report.scale.withinMemoryBudget) : "not measured"],
        ["Cold demo build ≥ 0.5 of the anchor's pages/s (issue 18)", report.anchor?.siteToAnchorPagesPerSecond ? yes(report.anchor.siteToAnchorPagesPerSecond >= 0.5) : "not measured"],
        ["Scale build ≤ 250 s at ≤ 4 GB peak (issue 18)", report.scale?.withinIssue18Budget === undefined ? "not measured" : yes(report.scale.withinIssue18Budget)],
        [
          "Publish-to-live ≤ 60 s, also with a 150 ms content server (issue 18)",
          report.publish?.runs.length ? yes(report.publish.runs.every((run) => run.shown && run.saveToLiveSeconds <= PUBLISH_BUDGET_S)) : "not measured",
        ],
        ["Load run: stored = accepted", report.load ? yes(report.load.storedEqualsAccepted && report.load.errors === 0) : "not measured"],
      ],
    ),
    "",
  )
  return out.join("\n")
}
