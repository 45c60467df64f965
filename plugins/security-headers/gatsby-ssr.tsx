import { cloneElement, isValidElement, type ReactElement, type ReactNode } from "react"
import type { GatsbySSR } from "gatsby"
import { pathIndependentScript } from "./page-path-script"

interface InlineScriptProps {
  id?: string
  dangerouslySetInnerHTML?: { __html: string }
}

function withPathInAttribute(component: ReactNode): ReactNode {
  if (!isValidElement<InlineScriptProps>(component) || component.props.id !== "gatsby-script-loader") return component
  const rewritten = pathIndependentScript(component.props.dangerouslySetInnerHTML?.__html ?? "")
  if (!rewritten) return component
  return cloneElement(component as ReactElement<InlineScriptProps & { "data-page-path": string }>, {
    "data-page-path": rewritten.pagePath,
    dangerouslySetInnerHTML: { __html: rewritten.body },
  })
}

/** Gatsby's per-page inline script becomes the same on every page, so one CSP hash covers it. */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getPostBodyComponents, replacePostBodyComponents }) => {
  replacePostBodyComponents(getPostBodyComponents().map(withPathInAttribute))
}
