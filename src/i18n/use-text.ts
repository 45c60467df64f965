import { useTranslation } from "react-i18next"

export type Text = (key: string, values?: Record<string, string | number>) => string

/**
 * The UI strings of one namespace as plain strings, with {{placeholders}} filled in: what labels,
 * aria-label and other attributes need (i18next's own t may answer null).
 */
export function useText(namespace: string): Text {
  const { t } = useTranslation(namespace)
  return (key, values) => String(t(key, values ?? {}))
}
