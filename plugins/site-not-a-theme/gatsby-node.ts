import path from "node:path"
import type { GatsbyNode } from "gatsby"

interface Theme {
  themeDir: string
  themeName: string
}

/** Gatsby's GatsbyThemeComponentShadowingResolverPlugin, as its webpack config holds it. */
interface ResolverPlugin {
  constructor: { name: string }
  themes?: Theme[]
}

const SHADOWING_RESOLVER = "GatsbyThemeComponentShadowingResolverPlugin"

/**
 * Gatsby's theme shadowing resolver takes every plugin for a theme, the site itself included
 * (`default-site-plugin`, whose src/ is the site's code). So for each module webpack resolves
 * under src/ it looks for a shadow of the site in src/default-site-plugin/ of the site and of every
 * plugin: a readdirSync that fails for each of the 76, per resolution (96,696 calls in a cold demo
 * build, 3.3 s of its two compilations when profiled). A site cannot shadow itself, so it is left out of the resolver's
 * themes; a theme's own files are shadowed as before, from the site's src/ and from other themes.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, getConfig, store }) => {
  const config = getConfig() as { resolve?: { plugins?: ResolverPlugin[] } }
  const resolver = config.resolve?.plugins?.find((plugin) => plugin.constructor.name === SHADOWING_RESOLVER)
  if (!resolver?.themes) return
  const site = path.resolve((store.getState() as { program: { directory: string } }).program.directory)
  resolver.themes = resolver.themes.filter((theme) => path.resolve(theme.themeDir) !== site)
  actions.replaceWebpackConfig(config)
}
