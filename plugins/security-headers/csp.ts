import { createHash } from "node:crypto"
import { hostsFor } from "../../src/config/third-party-hosts"

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const TYPE_ATTRIBUTE = /\btype\s*=\s*["']?([^"'\s>]+)/i
const SRC_ATTRIBUTE = /\bsrc\s*=/i
/** Script types the browser runs; anything else (JSON-LD, JSON) is a data block CSP does not govern. */
const EXECUTABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript"])

/** Where the inline scripts the browser would run have their bodies in an HTML text: [start, end) offsets. */
function inlineScriptRanges(html: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = []
  for (const match of html.matchAll(SCRIPT)) {
    const [, attributes, body] = match
    if (SRC_ATTRIBUTE.test(attributes)) continue
    const type = (TYPE_ATTRIBUTE.exec(attributes)?.[1] ?? "").toLowerCase()
    // The body follows "<script", the attributes and ">".
    const start = match.index + "<script".length + attributes.length + 1
    if (EXECUTABLE_TYPES.has(type)) ranges.push([start, start + body.length])
  }
  return ranges
}

/** The bodies of the inline scripts of an HTML page that the browser would run, exactly as written. */
export function inlineScripts(html: string): string[] {
  return inlineScriptRanges(html).map(([start, end]) => html.slice(start, end))
}

/**
 * The CSP hashes of the inline scripts of an HTML file's UTF-8 bytes, as scriptHash(body) for each
 * of inlineScripts(its text). The markup the rules look for is ASCII, so they run on the bytes read
 * one per character (latin1: offsets are byte offsets), and each body's bytes are hashed as they
 * are: at 20,000 pages, decoding every page as UTF-8 took most of the build's post-build time.
 */
export function inlineScriptHashes(htmlBytes: Buffer): string[] {
  return inlineScriptRanges(htmlBytes.toString("latin1")).map(
    ([start, end]) => `'sha256-${createHash("sha256").update(htmlBytes.subarray(start, end)).digest("base64")}'`,
  )
}

/** A CSP hash source for a script body: SHA-256 of its UTF-8 bytes, base64. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`
}

/** The policy: own origin, the configured third-party hosts, and the inline scripts by hash only. */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  const directives: Array<[string, string[]]> = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...scriptHashes, ...hostsFor("script")]],
    // React and gatsby-plugin-image write style attributes; styles cannot run code.
    ["style-src", ["'self'", "'unsafe-inline'", ...hostsFor("style")]],
    ["img-src", ["'self'", "data:", "blob:", ...hostsFor("img")]],
    ["font-src", ["'self'", ...hostsFor("font")]],
    ["connect-src", ["'self'", ...hostsFor("connect")]],
    // Web-to-lead posts through a hidden frame of our own origin.
    ["frame-src", ["'self'", ...hostsFor("frame")]],
    ["worker-src", ["'self'", "blob:"]],
    ["media-src", ["'self'"]],
    ["manifest-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ]
  return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ")
}

/**
 * Every header each page gets, with the policy. Names in lower case, as Gatsby's Netlify adapter
 * writes them: Netlify merges rules for the same path by header name, the later rule winning.
 */
export function securityHeaders(scriptHashes: readonly string[]): Array<[string, string]> {
  return [
    ["content-security-policy", contentSecurityPolicy(scriptHashes)],
    ["strict-transport-security", "max-age=63072000; includeSubDomains; preload"],
    ["x-content-type-options", "nosniff"],
    ["referrer-policy", "strict-origin-when-cross-origin"],
    ["permissions-policy", "geolocation=(self), camera=(), microphone=(), payment=(), usb=()"],
    ["cross-origin-opener-policy", "same-origin"],
    ["x-frame-options", "DENY"],
    // Gatsby's Netlify adapter sends the deprecated "1; mode=block" (the filter it switches on could
    // itself be abused to blank out parts of a page); "0" switches it off, and our block wins.
    ["x-xss-protection", "0"],
  ]
}

export const BLOCK_START = "# security-headers start"
export const BLOCK_END = "# security-headers end"
/** Gatsby's Netlify adapter writes its block (caching, and an older referrer policy) after onPostBuild. */
const ADAPTER_START = "# gatsby-adapter-netlify start"
const ADAPTER_END = "# gatsby-adapter-netlify end"

function withoutBlock(text: string, start: string, end: string): string {
  const from = text.indexOf(start)
  const to = text.indexOf(end)
  if (from === -1 || to === -1 || to < from) return text
  return text.slice(0, from) + text.slice(to + end.length).replace(/^\n/, "")
}

/**
 * public/_headers with our block for every path, keeping the rules others wrote. Netlify lets the
 * later rule win when two rules for the same path set the same header, so our block goes last,
 * after the place where Gatsby's Netlify adapter will put its own (its markers keep that place).
 * The rules others wrote (static/_headers: the draft preview's no-store) go between the two, so
 * that they win over the adapter's defaults for every page (its `/*` cache-control).
 */
export function mergeHeadersFile(existing: string, headers: ReadonlyArray<[string, string]>): string {
  const hadAdapterBlock = existing.includes(ADAPTER_START) && existing.includes(ADAPTER_END)
  const adapterBlock = hadAdapterBlock
    ? existing.slice(existing.indexOf(ADAPTER_START), existing.indexOf(ADAPTER_END) + ADAPTER_END.length)
    : ""
  const others = withoutBlock(withoutBlock(existing, BLOCK_START, BLOCK_END), ADAPTER_START, ADAPTER_END).trim()
  const ours = [BLOCK_START, "/*", ...headers.map(([name, value]) => `  ${name}: ${value}`), BLOCK_END].join("\n")
  return [adapterBlock || `${ADAPTER_START}\n${ADAPTER_END}`, others, ours].filter(Boolean).join("\n") + "\n"
}
