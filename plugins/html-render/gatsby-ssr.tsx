import type { GatsbySSR } from "gatsby"
import { renderToHtml } from "./render-to-html"

/** Every page's body is rendered here instead of by Gatsby (see renderToHtml for why). */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = async ({ bodyComponent, replaceBodyHTMLString }) => {
  replaceBodyHTMLString(await renderToHtml(bodyComponent))
}
