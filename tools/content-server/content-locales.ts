import { LOCALE_CODES } from "../../src/config/locales"

/**
 * CONTENT_LOCALES: the content server serves only the translations into these locales (and every
 * entity's original language), as a Drupal holds them after `npm run drupal:import -- --locales`.
 * `npm run test:drupal` compares a build from such a Drupal with one from the content server, so
 * both must hold the same translations. Unset: every locale.
 */
export function contentLocales(environment: NodeJS.ProcessEnv = process.env): readonly string[] | null {
  return parseLocaleList(environment.CONTENT_LOCALES, "CONTENT_LOCALES")
}

/** "en,nl-be" -> ["en", "nl-be"]; empty or unset -> null (all); an unknown locale is an error naming the setting. */
export function parseLocaleList(value: string | undefined, setting: string): string[] | null {
  if (!value || value.trim() === "") return null
  const locales = value.split(",").map((locale) => locale.trim())
  const unknown = locales.filter((locale) => !LOCALE_CODES.includes(locale))
  if (unknown.length > 0) throw new Error(`${setting}: unknown locale ${unknown.join(", ")} (known: ${LOCALE_CODES.join(", ")})`)
  return locales
}

/**
 * The translations of an entity that are kept: its original language always (Drupal cannot hold
 * an entity without it), the others only when listed.
 */
export function keptLanguages(originalLangcode: string, languages: readonly string[], locales: readonly string[] | null): string[] {
  if (locales === null) return [...languages]
  return languages.filter((langcode) => langcode === originalLangcode || locales.includes(langcode))
}
