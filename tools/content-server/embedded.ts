import { EMBEDDED_CONTENT_SERVER_CREDENTIALS } from "../../src/config/drupal-address"
import { env } from "../../src/config/env"
import { editorialRoutes } from "./editorial-routes"
import { searchRoute } from "./routes"
import { listenContentServer, type ListeningContentServer, type RunningContentServer } from "./server"
import { buildHookUrl, CONTENT_DIR } from "./settings"

/** What the bench sets itself instead of reading it from the environment. */
export interface EmbeddedContentServerOptions {
  /** CONTENT_DIR unless given. */
  contentDir?: string
  /** CONTENT_SCALE unless given. */
  scale?: number
  /** BUILD_HOOK_URL unless given. */
  buildHookUrl?: string | null
}

/**
 * The embedded content server as `npm start`, `npm run build` and `npm run content-server` run it:
 * the demo content, the search index route, and Drupal's publishing side (gatsby_fastbuilds' sync
 * unless DRUPAL_FAST_BUILDS=0, the editorial write endpoint, the build hook of BUILD_HOOK_URL).
 */
export async function startEmbeddedContentServer(
  port = env.contentServerPort,
  options: EmbeddedContentServerOptions = {},
): Promise<RunningContentServer> {
  return (await listenEmbeddedContentServer(port, options)).loaded
}

/** The same server, listening while it loads the content (`npm run build` starts Gatsby meanwhile). */
export function listenEmbeddedContentServer(
  port = env.contentServerPort,
  options: EmbeddedContentServerOptions = {},
): Promise<ListeningContentServer> {
  const editorial = editorialRoutes({
    credentials: EMBEDDED_CONTENT_SERVER_CREDENTIALS,
    fastBuilds: env.drupalFastBuilds,
    buildHookUrl: options.buildHookUrl === undefined ? buildHookUrl() : options.buildHookUrl,
  })
  return listenContentServer({
    contentDir: options.contentDir ?? CONTENT_DIR,
    scale: options.scale,
    port,
    routes: [searchRoute],
    siteRoutes: editorial.routes,
  })
}
