import { createElement, Fragment, type ReactNode } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { linkedStylesheets } from "./linked-stylesheets"

/** A page's head as Gatsby's static-entry hands it to onPreRenderHTML: its stylesheet inlined first. */
const gatsbyHead = () => [
  createElement("style", {
    key: "css",
    "data-href": "/styles.768b301393c2d58badaf.css",
    "data-identity": "gatsby-global-css",
    dangerouslySetInnerHTML: { __html: ".site-header{display:flex}" },
  }),
  createElement("meta", { key: "viewport", name: "viewport", content: "width=device-width" }),
  createElement("style", { key: "own", dangerouslySetInnerHTML: { __html: ".gatsby-image-wrapper{position:relative}" } }),
  createElement("link", { key: "preload", rel: "preload", as: "script", href: "/app-1.js" }),
]

const html = (components: ReactNode[]) => renderToStaticMarkup(createElement(Fragment, null, ...components))

describe("linkedStylesheets", () => {
  it("links the stylesheet Gatsby inlined, in its place, and leaves its rules out of the page", () => {
    const head = html(linkedStylesheets(gatsbyHead()))
    expect(head.startsWith('<link rel="stylesheet" href="/styles.768b301393c2d58badaf.css"/>')).toBe(true)
    expect(head).not.toContain(".site-header{display:flex}")
  })

  it("keeps every other element of the head as it was, other style elements included", () => {
    const [, ...rest] = gatsbyHead()
    expect(linkedStylesheets(gatsbyHead()).slice(1)).toEqual(rest)
    expect(html(linkedStylesheets(gatsbyHead()))).toContain("<style>.gatsby-image-wrapper{position:relative}</style>")
  })
})
