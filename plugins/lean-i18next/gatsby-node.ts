import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { PLUGIN_BROWSER, PLUGIN_SSR } from "./replacements"

/**
 * The browser bundle gets lean-i18next and lean-react-i18next instead of i18next and react-i18next
 * (about 20 KB gzip less on every page), and the plugin's wrapPageElement in its lean form (about
 * 4 KB less: it brought browser-lang, outdent, and through its CommonJS require of "gatsby" the
 * whole of Gatsby's browser entry, gatsby-script and Slice included); the server render, which
 * writes the HTML, keeps the real i18next and react-i18next, with a lean wrapPageElement of its own
 * (one i18next instance for the pages with the same strings), and tests hold each pair to the same
 * output.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins, store }) => {
  // Gatsby runs a compiled copy of this file from .cache, so paths start at the site's directory.
  const pluginDirectory = path.join((store.getState() as { program: { directory: string } }).program.directory, "plugins", "lean-i18next")
  if (stage === "build-html") {
    // The real i18next, and one instance for all pages with the same strings instead of one per page.
    actions.setWebpackConfig({
      plugins: [plugins.normalModuleReplacement(PLUGIN_SSR, path.join(pluginDirectory, "lean-wrap-page-element-ssr.tsx"))],
    })
    return
  }
  if (stage !== "build-javascript") return
  actions.setWebpackConfig({
    resolve: {
      alias: {
        i18next$: path.join(pluginDirectory, "lean-i18next.ts"),
        "react-i18next$": path.join(pluginDirectory, "lean-react-i18next.ts"),
      },
    },
    // The plugin's browser part (wrapPageElement) as well: see lean-wrap-page-element.tsx.
    plugins: [plugins.normalModuleReplacement(PLUGIN_BROWSER, path.join(pluginDirectory, "lean-wrap-page-element.tsx"))],
  })
}
