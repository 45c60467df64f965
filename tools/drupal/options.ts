import { parseArgs } from "node:util"
import { credentialHeaders, type DrupalCredentials } from "../../src/config/drupal-address"

/** The Drupal a drupal:* command works on: --url (or DRUPAL_BASE_URL) and an administrator's HTTP Basic credentials. */
export interface DrupalTarget {
  baseUrl: string
  credentials: DrupalCredentials
}

export function targetFromArgs(
  args: readonly string[],
  environment: NodeJS.ProcessEnv,
): DrupalTarget & { values: Record<string, string | undefined> } {
  const { values } = parseArgs({
    args: [...args],
    options: { url: { type: "string" }, root: { type: "string" }, drush: { type: "string" }, locales: { type: "string" } },
    allowPositionals: false,
  })
  const baseUrl = (values.url ?? environment.DRUPAL_BASE_URL ?? "").replace(/\/+$/, "")
  if (!baseUrl) throw new Error("Give the Drupal's address: --url http://127.0.0.1:8081 (or DRUPAL_BASE_URL)")
  const username = environment.DRUPAL_USERNAME ?? "admin"
  const password = environment.DRUPAL_PASSWORD ?? "admin"
  return { baseUrl, credentials: { kind: "basic", username, password }, values }
}

export function authHeaders(target: DrupalTarget): Record<string, string> {
  return credentialHeaders(target.credentials)
}
