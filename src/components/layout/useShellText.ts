import { useTranslation } from "react-i18next"
import type { SiteSettingsView } from "../../drupal/mappers/site-settings"

/**
 * A shell label: the editors' wording from the site settings (field_strings) where they set one,
 * else the code's own translation (common.json), so no control is ever left without a name.
 */
export function useShellText(site: SiteSettingsView): (key: string) => string {
  const { t } = useTranslation()
  return (key) => site.strings[key] || t(key)
}
