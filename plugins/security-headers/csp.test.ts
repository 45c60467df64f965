import { createHash } from "node:crypto"
import { BLOCK_END, BLOCK_START, contentSecurityPolicy, inlineScripts, mergeHeadersFile, scriptHash, securityHeaders } from "./csp"
import { pathIndependentScript, PAGE_PATH_READER } from "./page-path-script"

describe("inline scripts of a page", () => {
  const html = [
    "<html><head>",
    '<script type="module">const e="loading"in HTMLImageElement.prototype;</script>',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    '<script src="/app-1.js" async></script>',
    "</head><body>",
    '<script id="gatsby-chunk-mapping">\n  window.___chunkMapping="{}";\n</script>',
    "<SCRIPT>window.a=1</SCRIPT >",
    '<script type="text/javascript">window.b=2</script>',
    "</body></html>",
  ].join("")

  it("are the bodies the browser runs, exactly as written: no data blocks, no external scripts", () => {
    expect(inlineScripts(html)).toEqual([
      'const e="loading"in HTMLImageElement.prototype;',
      '\n  window.___chunkMapping="{}";\n',
      "window.a=1",
      "window.b=2",
    ])
  })

  it("are hashed as CSP sources: SHA-256 of the UTF-8 bytes, base64", () => {
    // The value Chrome's console suggests for this script body.
    expect(scriptHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='")
    const body = 'window.label="Zürich – été";'
    expect(scriptHash(body)).toBe(`'sha256-${createHash("sha256").update(Buffer.from(body, "utf8")).digest("base64")}'`)
    expect(scriptHash(body)).not.toBe(scriptHash(body.replace("é", "e")))
  })
})

describe("the policy", () => {
  const policy = contentSecurityPolicy(["'sha256-abc='", "'sha256-def='"])
  const directive = (name: string) => policy.split("; ").find((entry) => entry.startsWith(`${name} `))

  it("allows inline scripts only by their hashes", () => {
    expect(directive("script-src")).toContain("'sha256-abc=' 'sha256-def='")
    expect(directive("script-src")).not.toMatch(/unsafe-inline|unsafe-eval|\s\*(\s|$)|\shttps?:(\s|$)/)
  })

  it("allows the configured hosts of Maps, HubSpot and the tag manager", () => {
    expect(directive("script-src")).toEqual(expect.stringContaining("https://maps.googleapis.com"))
    expect(directive("script-src")).toEqual(expect.stringContaining("https://js.hs-scripts.com"))
    expect(directive("script-src")).toEqual(expect.stringContaining("https://www.googletagmanager.com"))
    expect(directive("connect-src")).toEqual(expect.stringContaining("https://api.hsforms.com"))
  })

  it("is never framed and posts forms only to the site", () => {
    expect(directive("frame-ancestors")).toBe("frame-ancestors 'none'")
    expect(directive("form-action")).toBe("form-action 'self'")
    expect(directive("object-src")).toBe("object-src 'none'")
  })

  it("comes with HSTS preload, nosniff, the referrer, permissions and opener policies", () => {
    expect(Object.fromEntries(securityHeaders([]))).toMatchObject({
      "strict-transport-security": expect.stringMatching(/max-age=\d{8,}; includeSubDomains; preload/),
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "permissions-policy": expect.stringMatching(/^geolocation=\(self\),/),
      "cross-origin-opener-policy": "same-origin",
    })
  })

  it("switches the deprecated XSS filter off instead of the adapter's 1; mode=block", () => {
    const file = mergeHeadersFile(
      "# gatsby-adapter-netlify start\n/*\n  x-xss-protection: 1; mode=block\n# gatsby-adapter-netlify end\n",
      securityHeaders([]),
    )
    expect(Object.fromEntries(securityHeaders([]))["x-xss-protection"]).toBe("0")
    expect(file.lastIndexOf("x-xss-protection: 0")).toBeGreaterThan(file.indexOf("x-xss-protection: 1; mode=block"))
  })
})

describe("public/_headers", () => {
  const headers: Array<[string, string]> = [["X-Content-Type-Options", "nosniff"]]

  it("keeps the rules others wrote after the adapter's place, so that they win over its defaults, and ours last", () => {
    const existing = "/static/*\n  Cache-Control: immutable\n"
    const file = mergeHeadersFile(existing, headers)
    expect(file).toBe(
      [
        "# gatsby-adapter-netlify start\n# gatsby-adapter-netlify end",
        "/static/*\n  Cache-Control: immutable",
        `${BLOCK_START}\n/*\n  X-Content-Type-Options: nosniff\n${BLOCK_END}\n`,
      ].join("\n"),
    )
  })

  it("keeps the others' rules after the adapter's block on a rebuild", () => {
    const adapted = "# gatsby-adapter-netlify start\n/*\n  cache-control: public, max-age=0\n# gatsby-adapter-netlify end\n"
    const file = mergeHeadersFile(`/:locale/preview/*\n  cache-control: no-store\n${adapted}`, headers)
    expect(file.indexOf("cache-control: no-store")).toBeGreaterThan(file.indexOf("cache-control: public, max-age=0"))
    expect(file.indexOf("cache-control: no-store")).toBeLessThan(file.indexOf(BLOCK_START))
  })

  it("replaces its own block on a rebuild and moves it after the adapter's", () => {
    const first = mergeHeadersFile("", [["A", "1"]])
    const adapted = first.replace("# gatsby-adapter-netlify end", "/*\n  referrer-policy: same-origin\n# gatsby-adapter-netlify end")
    const second = mergeHeadersFile(adapted, [["A", "2"]])
    expect(second.match(/security-headers start/g)).toHaveLength(1)
    expect(second).toContain("  A: 2")
    expect(second).not.toContain("  A: 1")
    expect(second.indexOf("referrer-policy: same-origin")).toBeLessThan(second.indexOf(BLOCK_START))
  })
})

describe("Gatsby's page-path script", () => {
  it("becomes the same on every page, the path in a data attribute", () => {
    const en = pathIndependentScript('/*<![CDATA[*/window.pagePath="/en/";/*]]>*/')
    const nl = pathIndependentScript('/*<![CDATA[*/window.pagePath="/nl/over-ons/";/*]]>*/')
    expect(en).toEqual({ body: `/*<![CDATA[*/${PAGE_PATH_READER}/*]]>*/`, pagePath: "/en/" })
    expect(nl?.pagePath).toBe("/nl/over-ons/")
    expect(scriptHash(en!.body)).toBe(scriptHash(nl!.body))
  })

  it("keeps escaped characters of the path", () => {
    expect(pathIndependentScript('window.pagePath="/fr/\\"été\\"/";')?.pagePath).toBe('/fr/"été"/')
  })

  it("leaves other scripts alone", () => {
    expect(pathIndependentScript('window.___chunkMapping="{}";')).toBeNull()
  })
})
