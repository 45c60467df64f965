import { jsonApiUrl, resourceTypePath, type DrupalAddress, type DrupalCredentials } from "../../src/config/drupal-address"
import { contentIdsFromSettings, type SettingsResource } from "../../src/drupal/content-ids"
import { getDocument, type Fetch } from "./preflight"

/** The content identities Drupal's site settings name (src/config/fixed-ids.ts), or what is missing. */
export async function resolveContentIds(address: DrupalAddress, credentials: DrupalCredentials, fetchDocument: Fetch) {
  const url = jsonApiUrl(address, address.defaultLangcode, resourceTypePath("config_pages--site_settings"))
  const { body } = await getDocument(fetchDocument, url, credentials)
  return contentIdsFromSettings((body as { data?: SettingsResource[] } | null)?.data ?? [], address.defaultLangcode)
}
