import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { PLUGIN_BROWSER, PLUGIN_SSR } from "./replacements"

/**
 * Both bundles get lean-i18next and lean-react-i18next instead of i18next and react-i18next, and
 * gatsby-plugin-react-i18next's wrapPageElement in a lean form. In the browser bundle that is about
 * 20 KB gzip less on every page, and 4 KB less for the wrapper (the plugin's brought browser-lang,
 * outdent, and through its CommonJS require of "gatsby" the whole of Gatsby's browser entry,
 * gatsby-script and Slice included). The HTML renderer writes what the browser then renders
 * with the lean forms, so it uses them too: i18next's translate took about a tenth of an HTML
 * worker's rendering (docs/decisions.md, "The HTML renderer translates with lean-i18next"); its
 * wrapper keeps one instance for all pages with the same strings. Tests hold the lean forms to the
 * output of the real ones.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins, store }) => {
  if (stage !== "build-html" && stage !== "build-javascript") return
  // Gatsby runs a compiled copy of this file from .cache, so paths start at the site's directory.
  const pluginDirectory = path.join((store.getState() as { program: { directory: string } }).program.directory, "plugins", "lean-i18next")
  // gatsby-plugin-react-i18next's wrapPageElement, in the lean form for this bundle.
  const wrapper =
    stage === "build-html"
      ? { part: PLUGIN_SSR, lean: "lean-wrap-page-element-ssr.tsx" }
      : { part: PLUGIN_BROWSER, lean: "lean-wrap-page-element.tsx" }
  actions.setWebpackConfig({
    resolve: {
      alias: {
        i18next$: path.join(pluginDirectory, "lean-i18next.ts"),
        "react-i18next$": path.join(pluginDirectory, "lean-react-i18next.ts"),
      },
    },
    plugins: [plugins.normalModuleReplacement(wrapper.part, path.join(pluginDirectory, wrapper.lean))],
  })
}
