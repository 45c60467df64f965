import type { GatsbyNode } from "gatsby"
import { PREVIEW_NAMESPACES, TEMPLATE_NAMESPACES } from "../i18n/namespaces"

interface PluginPageContext {
  namespaces?: unknown
  i18n?: { path?: string }
}

function rootRelative(path: string): string {
  return `/${path.replace(/^\/+/, "")}`
}

type CreatedPage = Parameters<NonNullable<GatsbyNode["onCreatePage"]>>[0]["page"]

/** The draft preview's copies (src/pages/preview.tsx) render blocks and have messages of their own. */
function isPreviewPage(page: CreatedPage): boolean {
  return /[/\\]src[/\\]pages[/\\]preview\.tsx$/.test(page.component)
}

/**
 * A page of src/pages (the 404 page) as this site builds it from the copy gatsby-plugin-react-i18next
 * made for a locale. The plugin gives each locale's 404 a match path with the locale twice
 * (`/nl/nl/*`: a client-side route no page asks for) and a path without its leading slash
 * (`nl/404/`, which the head would join to the site's origin as `…examplenl/404/`). Unknown paths
 * under a locale get its 404 from the host rules (plugins/host-rules) instead of a match path.
 */
export function siteVersionOf(page: CreatedPage): CreatedPage {
  const context = (page.context ?? {}) as PluginPageContext & Record<string, unknown>
  const i18n = context.i18n && { ...context.i18n, path: context.i18n.path && rootRelative(context.i18n.path) }
  return {
    ...page,
    path: rootRelative(page.path),
    matchPath: undefined,
    context: { ...context, ...(i18n && { i18n }), namespaces: isPreviewPage(page) ? PREVIEW_NAMESPACES : TEMPLATE_NAMESPACES.unknown },
  }
}

/**
 * Pages from src/pages (the 404 page, one copy per locale by gatsby-plugin-react-i18next) get the
 * namespaces their query loads, as content pages get them from createPages.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.context && "namespaces" in page.context) return
  actions.deletePage(page)
  actions.createPage(siteVersionOf(page))
}
