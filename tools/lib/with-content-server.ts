import { jsonApiUrl } from "../../src/config/drupal-address"
import { env } from "../../src/config/env"
import { listenEmbeddedContentServer } from "../content-server/embedded"

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
 * A content server that already answers (started by `npm start`) is reused. The task starts as soon
 * as the server listens, while it loads the content (a request meanwhile waits for it): Gatsby
 * loads for seconds before its first request. Content that does not load fails the task's run.
 */
export async function withContentServer<T>(task: () => Promise<T>): Promise<T> {
  const entryPoint = jsonApiUrl(env.drupal.address, env.drupal.address.defaultLangcode)
  if (!env.usesEmbeddedContentServer || (await isAnswering(entryPoint))) return task()
  const server = await listenEmbeddedContentServer()
  const loaded = server.loaded.then((running) => {
    console.log(`Content server: ${entryPoint} (${running.store.entities.length} entities)`)
    return running
  })
  const [taskOutcome, serverOutcome] = await Promise.allSettled([task(), loaded])
  if (serverOutcome.status === "fulfilled") await serverOutcome.value.close()
  if (serverOutcome.status === "rejected") throw serverOutcome.reason
  if (taskOutcome.status === "rejected") throw taskOutcome.reason
  return taskOutcome.value
}
