import { request } from "node:http"
import { request as secureRequest } from "node:https"

/**
 * What build_hooks (8.x-3.x, Trigger::triggerBuildHook with a generic or Netlify frontend
 * environment) sends on an entity save: a POST with no body through Drupal's Guzzle client
 * (recorded in test/fixtures/drupal-recorded/fastbuilds/build-hook.json).
 */
export const BUILD_HOOK_REQUEST = {
  method: "POST",
  headers: { "Content-Length": "0", "User-Agent": "Drupal/10.5.3 (+https://www.drupal.org/) GuzzleHttp/7" },
} as const

const HOOK_TIMEOUT_MS = 10_000

/** Calls a build hook as Drupal does; answers the hook's status (Drupal only warns when it fails). */
export function callBuildHook(url: string): Promise<number> {
  const target = new URL(url)
  const send = target.protocol === "https:" ? secureRequest : request
  return new Promise((resolve, reject) => {
    const outgoing = send(
      target,
      { ...BUILD_HOOK_REQUEST, headers: { ...BUILD_HOOK_REQUEST.headers }, timeout: HOOK_TIMEOUT_MS },
      (response) => {
        response.resume()
        response.on("end", () => resolve(response.statusCode ?? 0))
      },
    )
    outgoing.on("timeout", () => outgoing.destroy(new Error(`The build hook ${target.origin} did not answer in ${HOOK_TIMEOUT_MS} ms`)))
    outgoing.on("error", reject)
    outgoing.end()
  })
}
