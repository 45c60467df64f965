import type { LocationRecord, MaintenanceLocationData } from "../../src/domain/forms/maintenance-locations"

export interface LocationNode {
  drupal_id: string | null
  title: string | null
  field_country_code: string | null
  field_email: string | null
}

export interface SiteSettingsNode {
  langcode: string | null
  field_company_email: string | null
}

/**
 * The maintenance form's location list from the location content: one record per location (its
 * original-language title, country and e-mail), and each locale's company e-mail for "Other".
 * The spec's exclusions and sorting apply where the list is used (src/domain/forms).
 */
export function maintenanceLocationData(
  locations: readonly LocationNode[],
  settings: readonly SiteSettingsNode[],
): MaintenanceLocationData {
  const seen = new Set<string>()
  const records: LocationRecord[] = []
  for (const node of locations) {
    if (!node.title || !node.field_country_code) continue
    const key = node.drupal_id ?? node.title
    if (seen.has(key)) continue
    seen.add(key)
    records.push({ country_code: node.field_country_code.toLowerCase(), value: node.title.trim(), email: node.field_email || null })
  }
  records.sort((a, b) => a.country_code.localeCompare(b.country_code) || a.value.localeCompare(b.value))
  const otherEmails: Record<string, string> = {}
  for (const entry of settings) if (entry.langcode && entry.field_company_email) otherEmails[entry.langcode] = entry.field_company_email
  return { locations: records, otherEmails }
}
