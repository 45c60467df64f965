import {
  credentialsFromEnvironment,
  EMBEDDED_CONTENT_SERVER_PREVIEW_CREDENTIALS,
  type DrupalCredentials,
} from "../../../src/config/drupal-address"

type Environment = Readonly<Record<string, string | undefined>>

/**
 * The key of preview links. A deploy sets PREVIEW_SECRET (the same value Drupal signs with);
 * without it nothing is previewed. Only with the embedded content server, whose drafts are demo
 * content on 127.0.0.1, does a local default stand in, so `npm start` and the tests preview offline.
 */
export const LOCAL_PREVIEW_SECRET = "fleetlane-local-preview-secret"

export function previewSecret(environment: Environment, embedded: boolean): string {
  return environment.PREVIEW_SECRET?.trim() || (embedded ? LOCAL_PREVIEW_SECRET : "")
}

/**
 * The preview user's credentials: a Drupal user whose role may also view unpublished content and
 * all revisions, which the build user's role must not (with them, every collection lists
 * unpublished nodes and the build would publish drafts: recordings revisions/r11, r13).
 * DRUPAL_PREVIEW_USERNAME and DRUPAL_PREVIEW_PASSWORD (HTTP Basic), or DRUPAL_PREVIEW_API_TOKEN
 * (sent as the build's token is, in DRUPAL_API_TOKEN_HEADER if set); with the embedded content
 * server its own preview user. Null when none is set: then every preview link is refused.
 */
export function previewCredentials(environment: Environment, embedded: boolean): DrupalCredentials {
  if (embedded) return EMBEDDED_CONTENT_SERVER_PREVIEW_CREDENTIALS
  return credentialsFromEnvironment({
    DRUPAL_USERNAME: environment.DRUPAL_PREVIEW_USERNAME,
    DRUPAL_PASSWORD: environment.DRUPAL_PREVIEW_PASSWORD,
    DRUPAL_API_TOKEN: environment.DRUPAL_PREVIEW_API_TOKEN,
    DRUPAL_API_TOKEN_HEADER: environment.DRUPAL_PREVIEW_API_TOKEN ? environment.DRUPAL_API_TOKEN_HEADER : undefined,
  })
}
