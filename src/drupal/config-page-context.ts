/**
 * Site settings as the config_pages module serves them (recordings contrib/c02, c03, c11, c12):
 * a config page type with a language context has one entity per language, not one translated
 * entity, and JSON:API returns all of them in every language, each with its `context`, a
 * PHP-serialized list of context values: a:1:{i:0;a:1:{s:8:"language";s:2:"nl";}}. Filtering
 * that collection does nothing (c13), so the site picks each locale's entity itself.
 */

/** What a config page carries of its context. */
export interface ContextualConfigPage {
  context?: string | null
}

/**
 * The language of a serialized context: "nl" for a:1:{i:0;a:1:{s:8:"language";s:2:"nl";}};
 * null for a context without language (a type without that context plugin: one entity for all).
 */
export function contextLanguage(context: string | null | undefined): string | null {
  if (!context) return null
  const match = /s:8:"language";s:(\d+):"/.exec(context)
  if (!match) return null
  const start = match.index + match[0].length
  // The length PHP wrote counts bytes; langcodes are ASCII, so it counts characters too.
  return context.slice(start, start + Number(match[1]))
}

/**
 * The config page for a locale, as ConfigPages::config() loads it: the entity whose context is
 * the locale's language; else the type's fallback context (its "Language" context fallback, set
 * on the config page type); else an entity without a language context.
 */
export function pickConfigPage<T extends ContextualConfigPage>(pages: readonly T[], langcode: string, fallbackLangcode: string): T | null {
  const byLanguage = (wanted: string | null) => pages.find((page) => contextLanguage(page.context) === wanted)
  return byLanguage(langcode) ?? byLanguage(fallbackLangcode) ?? byLanguage(null) ?? null
}
