import type { GatsbyNode } from "gatsby"
import { BUILD_WORKER_SETTINGS } from "../../src/config/build-workers"

interface WebpackPlugin {
  constructor: { name: string }
  options?: Record<string, unknown>
  definitions?: Record<string, unknown>
}

/**
 * Two things make a build from webpack's cache compile differently from the cold build before it,
 * for the same code: webpack's compilation hash then changes, and Gatsby writes its scripts slice
 * again and stitches it into every page (19.5 s of the first publish after a cold build at 20,000
 * pages), or renders every page again.
 *
 * - mini-css-extract-plugin (1.x, Gatsby's) runs each CSS module through a child compilation of
 *   its own, and webpack's compilation hash includes the child compilations' hashes. A build from
 *   webpack's cache runs none (the CSS comes from the cache). With `experimentalUseImportModule`
 *   the plugin builds CSS with webpack's importModule, in the compilation itself, so both builds
 *   have the same hash; the CSS files stay byte for byte the same.
 * - Gatsby defines every GATSBY_ variable of the build's environment in the bundles (and every
 *   variable in the HTML renderer), so a cold build with Gatsby's worker settings and a cached
 *   build without them compiled differently: the bench's first publish after a cold build then
 *   built the bundles again and rendered all 20,515 pages (267 s from the save to the live page).
 *   No code reads those settings, so they are left out of both bundles.
 * - The rest of the environment differs from one build to the next: Netlify's BUILD_ID, DEPLOY_ID,
 *   COMMIT_REF and INCOMING_HOOK_BODY, the shell's and npm's variables, and `netlify serve`'s
 *   build against the local build hook's. In the HTML renderer each difference rendered every page
 *   again. It now sees what the browser bundle sees: GATSBY_ variables and Gatsby's own.
 */
/** What Gatsby defines for every stage, besides the GATSBY_ variables (its webpack config's processEnv). */
const GATSBY_OWN_VARIABLES = ["NODE_ENV", "PUBLIC_DIR", "BUILD_STAGE", "CYPRESS_SUPPORT"]

/** Whether a definition of process.env.NAME stays in the bundles (`process.env` itself stays). */
function keepsDefinition(key: string): boolean {
  if (!key.startsWith("process.env.")) return true
  const name = key.slice("process.env.".length)
  if ((BUILD_WORKER_SETTINGS as readonly string[]).includes(name)) return false
  return name.startsWith("GATSBY_") || GATSBY_OWN_VARIABLES.includes(name)
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig }) => {
  if (stage !== "build-javascript" && stage !== "build-html") return
  const config = getConfig() as { plugins?: WebpackPlugin[] }
  for (const plugin of config.plugins ?? []) {
    if (plugin.constructor.name === "DefinePlugin" && plugin.definitions) {
      for (const key of Object.keys(plugin.definitions)) if (!keepsDefinition(key)) delete plugin.definitions[key]
    }
  }
  const cssExtraction = config.plugins?.find((plugin) => plugin.constructor.name === "MiniCssExtractPlugin")
  if (stage === "build-javascript" && cssExtraction?.options) cssExtraction.options.experimentalUseImportModule = true
  actions.replaceWebpackConfig(config)
}
