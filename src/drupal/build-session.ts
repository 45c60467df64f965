import { env } from "../config/env"
import { readingCredentials } from "./session"

let opened: ReturnType<typeof readingCredentials> | undefined

/**
 * The build's reading credentials (session.ts), opened once per process: the preflight's checks
 * and the collections read through the language fallback proxy share one session.
 */
export function buildReadingCredentials(): ReturnType<typeof readingCredentials> {
  opened ??= readingCredentials(env.drupal.address.baseUrl, env.drupal.credentials)
  return opened
}
