import type { ContentRoute } from "./server"

/**
 * The search_api index endpoint, GET /{langcode}/api/index/search. Until the site-search issue
 * lands it answers 501 so that nothing mistakes it for a working index.
 */
export const searchRoute: ContentRoute = (_url, _langcode, path) => {
  if (path !== "/api/index/search") return null
  return { status: 501, body: { errors: [{ status: "501", title: "Not Implemented", detail: "The search index is not available yet." }] } }
}
