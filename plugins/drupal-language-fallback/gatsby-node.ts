import type { GatsbyNode } from "gatsby"
import { env } from "../../src/config/env"
import { LOCALE_CODES } from "../../src/config/locales"
import { buildReadingCredentials } from "../../src/drupal/build-session"
import { startLanguageFallbackProxy } from "./proxy"

let started: Promise<unknown> | undefined

/**
 * Starts the proxy gatsby-source-drupal sources through (its proxyUrl in gatsby-config), once
 * per process, before sourcing. It reads in the build's session (src/drupal/session.ts); the
 * preflight, which opens it, warns when Drupal refuses one.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  started ??= startLanguageFallbackProxy(
    env.drupal.address,
    LOCALE_CODES,
    env.languageFallbackProxyPort,
    async () => (await buildReadingCredentials()).credentials,
  )
  await started.catch((error: unknown) => {
    reporter.panic(
      `The language fallback proxy could not listen on port ${env.languageFallbackProxyPort} (DRUPAL_FALLBACK_PROXY_PORT)`,
      error as Error,
    )
  })
}
