import { readFile } from "node:fs/promises"
import path from "node:path"
import { gzipSync } from "node:zlib"
import { FirstLoadMeter, pageDataFiles, templateName } from "../weight/first-load"

export interface TypeWeight {
  template: string
  pages: number
  samplePath: string
  firstLoadJsGzip: number
  cssGzip: number
  pageDataBytes: number
  pageDataGzip: number
  uiStringsBytes: number
}

const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi
const STYLESHEET = /<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="(\/[^"]+)"/gi
const gzipBytes = (data: string | Buffer) => gzipSync(data, { level: 9 }).length

interface PageData {
  path: string
  componentChunkName: string
  result?: { data?: { locales?: { edges?: Array<{ node?: { data?: string } }> } } }
}

/** Per page type (template): its heaviest page by first-load JS, with CSS, page data and UI-string bytes. */
export async function benchWeight(publicDir: string, pagesPerTemplate = 40): Promise<TypeWeight[]> {
  const meter = new FirstLoadMeter(publicDir)
  const byTemplate = new Map<string, TypeWeight>()
  const counts = new Map<string, number>()
  for (const file of await pageDataFiles(publicDir)) {
    const text = await readFile(file, "utf8")
    const pageData = JSON.parse(text) as PageData
    const template = templateName(pageData.componentChunkName)
    const count = (counts.get(template) ?? 0) + 1
    counts.set(template, count)
    if (count > pagesPerTemplate) continue
    const js = await meter.measure(file)
    const htmlFile = path.join(publicDir, pageData.path, pageData.path.endsWith(".html") ? "" : "index.html")
    const html = await readFile(htmlFile, "utf8").catch(() => "")
    let css = [...html.matchAll(STYLE)].map((match) => match[1]).join("")
    for (const [, href] of html.matchAll(STYLESHEET)) css += await readFile(path.join(publicDir, href), "utf8").catch(() => "")
    const strings = (pageData.result?.data?.locales?.edges ?? []).map((edge) => edge.node?.data ?? "").join("")
    const weight: TypeWeight = {
      template,
      pages: 0,
      samplePath: pageData.path,
      firstLoadJsGzip: js.firstLoadJs,
      cssGzip: css ? gzipBytes(css) : 0,
      pageDataBytes: Buffer.byteLength(text),
      pageDataGzip: gzipBytes(text),
      uiStringsBytes: Buffer.byteLength(strings),
    }
    const heaviest = byTemplate.get(template)
    if (!heaviest || weight.firstLoadJsGzip + weight.pageDataGzip > heaviest.firstLoadJsGzip + heaviest.pageDataGzip) byTemplate.set(template, weight)
  }
  return [...byTemplate.values()].map((weight) => ({ ...weight, pages: counts.get(weight.template) ?? 0 })).sort((a, b) => a.template.localeCompare(b.template))
}
