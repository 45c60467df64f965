import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { PLUGIN_BROWSER } from "./replacements"

/**
 * The browser bundle gets lean-i18next and lean-react-i18next instead of i18next and react-i18next
 * (about 20 KB gzip less on every page), and the plugin's wrapPageElement in its lean form (about
 * 4 KB less: it brought browser-lang, outdent, and through its CommonJS require of "gatsby" the
 * whole of Gatsby's browser entry, gatsby-script and Slice included); the server render, which
 * writes the HTML, keeps the real ones, and tests hold each pair to the same output.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins, store }) => {
  if (stage !== "build-javascript") return
  // Gatsby runs a compiled copy of this file from .cache, so paths start at the site's directory.
  const pluginDirectory = path.join((store.getState() as { program: { directory: string } }).program.directory, "plugins", "lean-i18next")
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
