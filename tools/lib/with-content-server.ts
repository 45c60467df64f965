import { jsonApiUrl } from "../../src/config/drupal-address"
import { env } from "../../src/config/env"
import { startEmbeddedContentServer } from "../content-server/embedded"

async function isAnswering(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1500) })
    return response.ok
  } catch {
    return false
  }
}

/**
 * Runs a task with the embedded content server up, unless DRUPAL_BASE_URL names a real Drupal.
 * A content server that already answers (started by `npm start`) is reused.
 */
export async function withContentServer<T>(task: () => Promise<T>): Promise<T> {
  const entryPoint = jsonApiUrl(env.drupal.address, env.drupal.address.defaultLangcode)
  if (!env.usesEmbeddedContentServer || (await isAnswering(entryPoint))) return task()
  const server = await startEmbeddedContentServer()
  console.log(`Content server: ${entryPoint} (${server.store.entities.length} entities)`)
  try {
    return await task()
  } finally {
    await server.close()
  }
}
