import { useTranslation } from "react-i18next"
import { replacePlaceholders, type PlaceholderValues } from "../../domain/placeholders"

export type BlockText = (key: string, values?: PlaceholderValues) => string

/**
 * A block's label: the editor's own (the block's field_strings) or the site's UI string, with
 * its bracketed placeholders filled in.
 */
export function useBlockText(strings: Readonly<Record<string, string>> = {}): BlockText {
  const { t } = useTranslation("blocks")
  return (key, values = {}) => replacePlaceholders(strings[key] ?? t(key), values)
}
