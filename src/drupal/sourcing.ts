import { credentialHeaders, languagePathPrefix, type DrupalConnection } from "../config/drupal-address"
import { TRANSLATABLE_TYPES, UNTRANSLATABLE_TYPES } from "./model"

/**
 * The types without which the site is broken rather than smaller: the menus (header, footer,
 * social), the retired paths editors manage, the per-locale site settings and the pages (the
 * homepage is a route). A Drupal that returns none of them to the build fails it.
 */
export const REQUIRED_RESOURCE_TYPES: readonly string[] = [
  "menu_link_content--menu_link_content",
  "redirect--redirect",
  "config_pages--site_settings",
  "node--route",
]

/**
 * Types that are not translations but one entity per language context, served alike in every
 * language and without a langcode (contrib/c02, c12): filterByLanguages would drop them all, so
 * they are sourced once, unprefixed, and picked per locale by config-page-context.ts.
 */
export const CONTEXT_TYPES: readonly string[] = TRANSLATABLE_TYPES.filter((type) => type.startsWith("config_pages--"))

/** The types gatsby-source-drupal asks in every language, and those it asks once. */
export const SOURCED_PER_LANGUAGE: readonly string[] = TRANSLATABLE_TYPES.filter((type) => !CONTEXT_TYPES.includes(type))
export const SOURCED_ONCE: readonly string[] = [...UNTRANSLATABLE_TYPES, ...CONTEXT_TYPES]

/**
 * Entity types whose access follows their host: Drupal omits the paragraphs of an unpublished page
 * (and orphaned ones) from any user who may not see the page, so their omissions say nothing about
 * the build user's permissions; the page itself is not built either.
 */
export const OMISSIONS_EXPECTED: readonly string[] = ["paragraph"]

/** A language as gatsby-source-drupal takes it: its langcode, or { langCode, as: URL prefix }. */
type SourcedLanguage = string | { langCode: string; as: string }

/**
 * The languages for gatsby-source-drupal, which puts a language's code in its URLs: a language
 * whose Drupal prefix differs from its langcode is given as { langCode, as: prefix } (the
 * plugin's renamed languages), so that it asks /{prefix}/jsonapi and keeps entities whose
 * langcode is the real one. The default language is always asked unprefixed; a Drupal with a
 * prefix for it answers that with a 301 to the prefixed URL (variant-en-prefix), which it follows.
 */
export function sourcedLanguages(connection: DrupalConnection, locales: readonly string[]): SourcedLanguage[] {
  return locales.map((langcode) => {
    const prefix = languagePathPrefix(connection.address, langcode)
    // The plugin asks a language unprefixed when the base URL ends with its prefix
    // ("https://cms.example.de" and "de"): its German would silently be the default language.
    if (langcode !== connection.address.defaultLangcode && connection.address.baseUrl.endsWith(prefix)) {
      throw new Error(
        `DRUPAL_BASE_URL ${connection.address.baseUrl} ends with "${prefix}", the URL prefix of ${langcode}: gatsby-source-drupal would ask ${langcode} without its prefix. Serve Drupal at a host name that does not end with it.`,
      )
    }
    return langcode === connection.address.defaultLangcode || prefix === langcode ? langcode : { langCode: langcode, as: prefix }
  })
}

/**
 * gatsby-source-drupal's request options: the API prefix and the credentials (HTTP Basic as its
 * basicAuth, which it also uses for private files; a token as a header).
 */
export function sourcingRequestOptions(connection: DrupalConnection) {
  const { address, credentials } = connection
  const auth =
    credentials?.kind === "basic"
      ? { basicAuth: { username: credentials.username, password: credentials.password } }
      : { headers: credentialHeaders(credentials) }
  return { baseUrl: address.baseUrl, apiBase: address.apiPrefix, ...auth }
}

/** Every type the site sources, in the languages gatsby-source-drupal asks it in. */
export function sourcedTypes(locales: readonly string[], defaultLocale: string) {
  return [
    ...SOURCED_PER_LANGUAGE.map((resourceType) => ({ resourceType, langcodes: locales })),
    ...SOURCED_ONCE.map((resourceType) => ({ resourceType, langcodes: [defaultLocale] })),
  ].map((type) => ({
    ...type,
    required: REQUIRED_RESOURCE_TYPES.includes(type.resourceType),
    omissionsExpected: OMISSIONS_EXPECTED.some((entityType) => type.resourceType.startsWith(`${entityType}--`)),
  }))
}
