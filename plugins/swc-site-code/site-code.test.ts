import path from "node:path"
import getTargets from "@babel/helper-compilation-targets"
import { transform } from "@swc/core"
import { transformSync } from "@babel/core"
import { compilerFor, gatsbyPluginsBabelOptions, swcOptions } from "./site-code"

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

describe("swc-site-code: which compiler a module gets", () => {
  const plain = `export const UTM_KEYS = ["utm_source"] as const`
  const withQuery = "export const query = graphql`{ site { id } }`"

  it("swc for the site's own modules: src/, Gatsby's runtime in .cache/, the local plugins' browser code, gatsby-browser", () => {
    expect(compilerFor("build-javascript", path.join(SRC, "domain/marketing/utm.ts"), "", plain, SITE)).toBe("swc")
    expect(compilerFor("build-javascript", path.join(SRC, "blocks/text/TextBlock.tsx"), "", plain, SITE)).toBe("swc")
    expect(compilerFor("build-javascript", path.join(SITE, ".cache/production-app.js"), "", plain, SITE)).toBe("swc")
    expect(compilerFor("build-javascript", path.join(SITE, "plugins/islands/gatsby-browser.tsx"), "", plain, SITE)).toBe("swc")
    expect(compilerFor("build-javascript", path.join(SITE, "gatsby-browser.tsx"), "", plain, SITE)).toBe("swc")
  })

  it("swc, then Gatsby's Babel plugins, for a module with a query or fragment and for a page template as Gatsby asks for it", () => {
    expect(compilerFor("build-javascript", path.join(SRC, "blocks/text/fragment.ts"), "", withQuery, SITE)).toBe("swc-then-gatsby-plugins")
    expect(compilerFor("build-javascript", path.join(SITE, ".cache/static-query.js"), "", withQuery, SITE)).toBe("swc-then-gatsby-plugins")
    expect(compilerFor("build-javascript", path.join(SRC, "pages/404.tsx"), "?export=default", plain, SITE)).toBe("swc-then-gatsby-plugins")
    expect(compilerFor("build-javascript", path.join(SRC, "templates/page.tsx"), "?export=head", withQuery, SITE)).toBe(
      "swc-then-gatsby-plugins",
    )
  })

  it.each([
    ["a StaticImage", `import { StaticImage } from "gatsby-plugin-image"`],
    ["a lodash import", `import debounce from "lodash/debounce"`],
  ])("Gatsby's Babel for a module with %s, which another of its plugins works on", (_what, text) => {
    for (const stage of ["build-javascript", "build-html"] as const) {
      expect(compilerFor(stage, path.join(SRC, "templates/page.tsx"), "", text + "\n" + withQuery, SITE)).toBe("gatsby-babel")
      expect(compilerFor(stage, path.join(SRC, "components/Photo.tsx"), "", text, SITE)).toBe("gatsby-babel")
    }
  })

  it("Gatsby's Babel for a module that places a Slice, in the HTML renderer only, where a plugin marks where each is placed", () => {
    const text = `import { Link, Slice } from "gatsby"\nexport const Footer = () => <Slice alias="footer" />`
    expect(compilerFor("build-html", path.join(SRC, "components/Footer.tsx"), "", text, SITE)).toBe("gatsby-babel")
    expect(compilerFor("build-javascript", path.join(SRC, "components/Footer.tsx"), "", text, SITE)).toBe("swc")
    const gatsbysOwnSlice = `export function Slice(props) { return <ServerSlice {...props} /> }`
    expect(compilerFor("build-html", path.join(SITE, ".cache/slice.js"), "", gatsbysOwnSlice, SITE)).toBe("swc")
  })

  it("swc for a module that only names gatsby-plugin-image, for its types or its GatsbyImage", () => {
    const text = `import type { IGatsbyImageData } from "gatsby-plugin-image"`
    expect(compilerFor("build-html", path.join(SRC, "components/ui/Image.tsx"), "", text, SITE)).toBe("swc")
  })

  it("swc for a package that uses Gatsby (Gatsby's rule takes its published code too)", () => {
    expect(compilerFor("build-html", path.join(SITE, "node_modules/gatsby-plugin-image/gatsby-ssr.js"), "", plain, SITE)).toBe("swc")
    expect(compilerFor("build-javascript", path.join(SITE, "node_modules/gatsby-plugin-x/index.js"), "", withQuery, SITE)).toBe(
      "swc-then-gatsby-plugins",
    )
  })

  it("Gatsby's Babel for what is outside the site, and for a module asked for in another way", () => {
    expect(compilerFor("build-javascript", "/site-old/x.ts", "", plain, SITE)).toBe("gatsby-babel")
    expect(compilerFor("build-javascript", path.join(SRC, "i18n/en/common.json"), "", "{}", SITE)).toBe("gatsby-babel")
    expect(compilerFor("build-javascript", path.join(SRC, "pages/404.tsx"), "?raw", plain, SITE)).toBe("gatsby-babel")
  })
})

describe("swc-site-code: Gatsby's Babel plugins after swc", () => {
  const PLUGINS = {
    removeGraphqlQueries: require.resolve("babel-plugin-remove-graphql-queries"),
    removeApi: require.resolve("gatsby/dist/utils/babel/babel-plugin-remove-api"),
  }
  const TEMPLATE = `
    import { graphql } from "gatsby"
    import { jsx as _jsx } from "react/jsx-runtime"
    export default function Page({ data }) { return _jsx("main", { children: data.page.title }) }
    export function Head({ data }) { return _jsx("title", { children: data.page.title }) }
    export const config = () => ({ defer: true })
    export const query = graphql\`query Page($id: String!) { page(id: { eq: $id }) { title } }\`
  `
  const compile = (stage: "build-javascript" | "build-html", isPageTemplate: boolean, resourceQuery: string) =>
    transformSync(TEMPLATE, {
      filename: "/site/src/templates/page.tsx",
      ...gatsbyPluginsBabelOptions(stage, isPageTemplate, resourceQuery, PLUGINS),
    })?.code ?? ""

  it("turns a query into its id, as Gatsby's Babel does, and leaves the rest as swc wrote it", () => {
    const code = compile("build-html", false, "")
    expect(code).not.toContain("graphql")
    expect(code).toMatch(/query\s*=\s*"\d+"/)
    expect(code).toContain("function Head(")
    expect(code).toContain("export const config")
  })

  it("keeps, of a page template the browser asks for, the export asked for", () => {
    const component = compile("build-javascript", true, "?export=default")
    expect(component).toContain("export default function Page(")
    expect(component).not.toMatch(/function Head\(|config/)
    const head = compile("build-javascript", true, "?export=head")
    expect(head).toContain("function Head(")
    expect(head).not.toMatch(/function Page\(|config/)
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

  it("reads a package's CommonJS as a script: no strict mode it did not ask for, no module syntax added", async () => {
    const commonJs = `var legacy = 010; exports.Context = require("react").createContext(legacy)`
    const code = await compiled("build-javascript", "/site/node_modules/gatsby-plugin-x/context.js", commonJs)
    expect(code).toContain("exports.Context")
    expect(code).not.toMatch(/^\s*import |"use strict"/m)
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
