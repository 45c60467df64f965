import { EMBEDDED_CONTENT_SERVER_CREDENTIALS } from "../../src/config/drupal-address"
import { env } from "../../src/config/env"
import { editorialRoutes } from "./editorial-routes"
import { searchRoute } from "./routes"
import { startContentServer, type RunningContentServer } from "./server"
import { buildHookUrl, CONTENT_DIR } from "./settings"

/**
 * The embedded content server as `npm start`, `npm run build` and `npm run content-server` run it:
 * the demo content, the search index route, and Drupal's publishing side (gatsby_fastbuilds' sync
 * unless DRUPAL_FAST_BUILDS=0, the editorial write endpoint, the build hook of BUILD_HOOK_URL).
 */
export function startEmbeddedContentServer(port = env.contentServerPort): Promise<RunningContentServer> {
  const editorial = editorialRoutes({
    credentials: EMBEDDED_CONTENT_SERVER_CREDENTIALS,
    fastBuilds: env.drupalFastBuilds,
    buildHookUrl: buildHookUrl(),
  })
  return startContentServer({ contentDir: CONTENT_DIR, port, routes: [searchRoute], siteRoutes: editorial.routes })
}
