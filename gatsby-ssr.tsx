import type { GatsbySSR } from "gatsby"

/** The <html lang> of each page is set by its Head; this is the fallback before hydration. */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en" })
}
