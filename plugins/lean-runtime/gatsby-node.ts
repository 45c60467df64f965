import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { PARTYTOWN_BROWSER, SERVICE_WORKER_REGISTRATION } from "./replacements"

interface GatsbyState {
  program: { directory: string }
  flattenedPlugins: Array<{ browserAPIs?: string[] }>
}

/** The browser bundle gets an empty module in place of each part of Gatsby's runtime this site does not use (replacements.ts). */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins, store }) => {
  if (stage !== "build-javascript") return
  const state = store.getState() as GatsbyState
  // Gatsby runs a compiled copy of this file from .cache, so paths start at the site's directory.
  const nothing = path.join(state.program.directory, "plugins", "lean-runtime", "no-browser-api.js")
  const registersServiceWorker = state.flattenedPlugins.some((plugin) => plugin.browserAPIs?.includes("registerServiceWorker"))
  actions.setWebpackConfig({
    plugins: [
      plugins.normalModuleReplacement(PARTYTOWN_BROWSER, nothing),
      ...(registersServiceWorker ? [] : [plugins.normalModuleReplacement(SERVICE_WORKER_REGISTRATION, nothing)]),
    ],
  })
}
