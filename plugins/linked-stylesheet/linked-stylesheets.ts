import { createElement, isValidElement, type ReactNode } from "react"

/** The props of the <style> element Gatsby inlines each stylesheet of a page with (cache-dir/static-entry.js). */
interface InlinedStylesheetProps {
  "data-href"?: string
  "data-identity"?: string
}

/**
 * The page's head with each stylesheet Gatsby inlined linked instead, in the same place. Gatsby puts
 * the site's whole stylesheet (about 50 KB) into every page; linked, a visitor's browser fetches it
 * once for the whole site, and each page's HTML is less than half the size (docs/decisions.md, "The
 * stylesheet is linked, not inlined").
 */
export function linkedStylesheets(headComponents: readonly ReactNode[]): ReactNode[] {
  return headComponents.map((component) => {
    if (!isValidElement<InlinedStylesheetProps>(component) || component.type !== "style") return component
    const { "data-href": href, "data-identity": identity } = component.props
    if (identity !== "gatsby-global-css" || !href) return component
    return createElement("link", { key: href, rel: "stylesheet", href })
  })
}
