import path from "node:path"
import { jsonApiUrl } from "../../src/config/drupal-address"
import { env } from "../../src/config/env"
import { startEmbeddedContentServer } from "./embedded"
import { CONTENT_DIR, CONTENT_SERVER_PORT } from "./settings"

/** `npm run content-server`: serves the demo content as Drupal JSON:API until stopped. */
async function main(): Promise<void> {
  const server = await startEmbeddedContentServer(CONTENT_SERVER_PORT)
  console.log(
    `Content server: ${jsonApiUrl({ ...env.drupal.address, baseUrl: server.url }, env.drupal.address.defaultLangcode)} ` +
      `(${server.store.entities.length} entities from ${path.relative(process.cwd(), CONTENT_DIR)}/)`,
  )
  const stop = () => void server.close().then(() => process.exit(0))
  process.on("SIGINT", stop)
  process.on("SIGTERM", stop)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
