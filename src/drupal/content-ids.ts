import { CONTENT_ID_FIELDS, type ContentIds } from "../config/fixed-ids"
import { pickConfigPage } from "./config-page-context"

/** A site settings entity as JSON:API serves it. */
export interface SettingsResource {
  id: string
  attributes?: { context?: string | null }
  relationships?: Record<string, { data?: { type?: string; id?: string } | unknown[] | null } | undefined>
}

/**
 * The content identities Drupal names in the default language's site settings (its context's
 * entity, or the fallback config_pages applies), or what is missing, each problem naming the
 * identity, the field and what it must reference.
 */
export function contentIdsFromSettings(
  settings: readonly SettingsResource[],
  defaultLangcode: string,
): { ids: ContentIds; problems: [] } | { ids: null; problems: string[] } {
  const picked = pickConfigPage(
    settings.map((resource) => ({ context: resource.attributes?.context ?? null, resource })),
    defaultLangcode,
    defaultLangcode,
  )
  if (!picked)
    return { ids: null, problems: [`config_pages--site_settings: Drupal has no site settings for language "${defaultLangcode}"`] }
  const ids: Partial<ContentIds> = {}
  const problems: string[] = []
  for (const [key, { field, type }] of Object.entries(CONTENT_ID_FIELDS) as [keyof ContentIds, { field: string; type: string }][]) {
    const data = picked.resource.relationships?.[field]?.data
    const target = data && !Array.isArray(data) ? (data as { type?: string; id?: string }) : null
    if (!target?.id) problems.push(`${key}: the site settings' ${field} (a ${type}) is empty or missing`)
    else if (target.type !== type) problems.push(`${key}: the site settings' ${field} references a ${target.type}, not a ${type}`)
    else ids[key] = target.id
  }
  return problems.length ? { ids: null, problems } : { ids: ids as ContentIds, problems: [] }
}
