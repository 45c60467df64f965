import { importOptional } from "./import-optional"
import { BENCH_BROWSER } from "../lib/chromium"
import type { BenchPage } from "./pages"

export interface LighthouseFigures {
  name: string
  path: string
  runs: number
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
}

const RUNS = 3
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

interface LighthouseResult {
  lhr: {
    categories: Record<string, { score: number | null }>
    audits: Record<string, { numericValue?: number }>
  }
}

/** Lighthouse (mobile preset, its default) on Debian's Chromium, median of three runs per page. */
export async function benchLighthouse(origin: string, pages: readonly BenchPage[]): Promise<LighthouseFigures[]> {
  const { default: lighthouse } = (await importOptional("lighthouse")) as unknown as {
    default: (url: string, flags: object) => Promise<LighthouseResult | undefined>
  }
  const chromeLauncher = (await importOptional("chrome-launcher")) as unknown as {
    launch: (options: object) => Promise<{ port: number; kill: () => Promise<void> | void }>
  }
  const chrome = await chromeLauncher.launch({
    chromePath: BENCH_BROWSER.path,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  })
  const results: LighthouseFigures[] = []
  try {
    for (const page of pages) {
      if (!page.path) continue
      const runs: LighthouseResult["lhr"][] = []
      for (let run = 0; run < RUNS; run++) {
        console.log(`bench: lighthouse ${page.path} (${run + 1}/${RUNS}) ...`)
        const result = await lighthouse(`${origin}${page.path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        })
        if (result) runs.push(result.lhr)
      }
      const score = (category: string) => median(runs.map((lhr) => Math.round((lhr.categories[category]?.score ?? 0) * 100)))
      const audit = (id: string) => median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN))
      results.push({
        name: page.name,
        path: page.path,
        runs: runs.length,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: Math.round(audit("largest-contentful-paint")),
        tbtMs: Math.round(audit("total-blocking-time")),
        cls: Math.round(audit("cumulative-layout-shift") * 1000) / 1000,
      })
    }
  } finally {
    await chrome.kill()
  }
  return results
}
