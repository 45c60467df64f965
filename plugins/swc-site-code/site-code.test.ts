import path from "node:path"
import getTargets from "@babel/helper-compilation-targets"
import { transform } from "@swc/core"
import { compilesWithSwc, swcOptions } from "./site-code"

const SITE = "/site"
const SRC = path.join(SITE, "src")
/** Gatsby's browserslist when the site names none (gatsby/dist/utils/browserslist). */
const GATSBY_BROWSERSLIST = [">0.25% and supports es6-module", "not dead and supports es6-module"]

const TSX = `
  import { useState } from "react"
  type Props = { label?: { text: string }; count: number }
  export class Counter { step = 1 }
  export function Badge({ label, count = 0 }: Props) {
    const [open] = useState<boolean>(false)
    return <span data-open={open}>{label?.text ?? "none"} {count}</span>
  }
`

async function compiled(stage: "build-javascript" | "build-html", file = "Badge.tsx", source = TSX) {
  const { code } = await transform(source, {
    filename: file,
    ...swcOptions(stage, file, getTargets({ browsers: GATSBY_BROWSERSLIST })),
  } as never)
  return code
}

describe("swc-site-code: which modules swc compiles", () => {
  const plain = `export const UTM_KEYS = ["utm_source"] as const`

  it("takes the site's own modules that need none of Gatsby's Babel plugins", () => {
    expect(compilesWithSwc(path.join(SRC, "domain/marketing/utm.ts"), "", plain, SITE)).toBe(true)
    expect(compilesWithSwc(path.join(SRC, "blocks/text/TextBlock.tsx"), "", plain, SITE)).toBe(true)
  })

  it("takes Gatsby's runtime in .cache/, the local plugins' browser code and gatsby-browser", () => {
    expect(compilesWithSwc(path.join(SITE, ".cache/production-app.js"), "", plain, SITE)).toBe(true)
    expect(compilesWithSwc(path.join(SITE, "plugins/islands/gatsby-browser.tsx"), "", plain, SITE)).toBe(true)
    expect(compilesWithSwc(path.join(SITE, "gatsby-browser.tsx"), "", plain, SITE)).toBe(true)
  })

  it.each([
    ["a GraphQL query or fragment", "export const query = graphql`{ site { id } }`"],
    ["a Slice", `import { Slice } from "gatsby"`],
    ["a StaticImage", `import { StaticImage } from "gatsby-plugin-image"`],
    ["a lodash import", `import debounce from "lodash/debounce"`],
  ])("leaves to Babel a module with %s", (_what, text) => {
    expect(compilesWithSwc(path.join(SRC, "templates/page.tsx"), "", text, SITE)).toBe(false)
    expect(compilesWithSwc(path.join(SITE, ".cache/static-query.js"), "", text, SITE)).toBe(false)
  })

  it("leaves to Babel a page template as Gatsby asks for it, packages, and whatever is outside the site", () => {
    expect(compilesWithSwc(path.join(SRC, "pages/404.tsx"), "?export=default", plain, SITE)).toBe(false)
    expect(compilesWithSwc(path.join(SITE, "node_modules/gatsby-plugin-react-i18next/index.js"), "", plain, SITE)).toBe(false)
    expect(compilesWithSwc(path.join(SITE, "plugins/x/node_modules/y/index.js"), "", plain, SITE)).toBe(false)
    expect(compilesWithSwc("/site-old/x.ts", "", plain, SITE)).toBe(false)
    expect(compilesWithSwc(path.join(SRC, "i18n/en/common.json"), "", "{}", SITE)).toBe(false)
  })
})

describe("swc-site-code: what swc makes of a module", () => {
  it("strips the types and writes JSX for React's automatic runtime", async () => {
    const code = await compiled("build-javascript")
    expect(code).toContain(`from "react/jsx-runtime"`)
    expect(code).not.toMatch(/Props|<boolean>|<span/)
  })

  it("keeps the syntax every browser of Gatsby's browserslist has, as Babel reads that list", async () => {
    const code = await compiled("build-javascript")
    expect(code).toContain("?.text ??")
    expect(code).toMatch(/function Badge\(\{ label, count = 0 \}\)/)
    expect(code).toMatch(/class Counter \{\s*step = 1/)
  })

  it("would lower some of it if it read the browserslist itself (it takes UC Browser for an older browser)", async () => {
    const file = "Badge.tsx"
    const options = swcOptions("build-javascript", file, {})
    const { code } = await transform(TSX, {
      filename: file,
      ...options,
      env: { ...options.env, targets: GATSBY_BROWSERSLIST.join(", ") },
    } as never)
    expect(code).not.toMatch(/function Badge\(\{/)
  })

  it("reads JSX in a .js module, as Gatsby's runtime writes it", async () => {
    const code = await compiled("build-javascript", "navigation.js", `export const Announcer = (props) => <div {...props} />`)
    expect(code).toContain(`from "react/jsx-runtime"`)
    expect(code).not.toContain("<div")
  })

  it("compiles for the Node that runs the HTML renderer, and parses .ts files without JSX", async () => {
    const code = await compiled(
      "build-html",
      "cast.ts",
      `export const size = <number>(input as unknown); export const f = (a?: { b: number }) => a?.b`,
    )
    expect(code).toContain("a?.b")
    expect(code).not.toContain("number")
  })
})
