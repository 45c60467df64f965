import { languagePathPrefix, type DrupalAddress } from "../../src/config/drupal-address"
import { env } from "../../src/config/env"
import { LOCALES } from "../../src/config/locales"

/**
 * The settings of the Drupal the content server stands in for: each is something a site
 * administrator can change, and the site must cope with every value the way a real Drupal
 * answers it (the recordings in test/fixtures/drupal-recorded/ show how). The addressing part
 * (API prefix, default language, language prefixes) is the site's own DrupalAddress, so the
 * server and the site read the same settings.
 */
export interface DrupalBehaviour extends Omit<DrupalAddress, "baseUrl"> {
  /** Enabled languages with weight and English name: the order of the translation fallback. */
  languages: ReadonlyArray<{ langcode: string; weight: number; name: string }>
  /** JSON:API Extras' include_count: meta.count (and a `last` link) on every collection. */
  includeCount: boolean
  /** The site name, which basic_auth names as its realm. */
  siteName: string
}

/**
 * The Drupal the project documents (README, "real Drupal"), addressed as env.drupal says (by
 * default core's /jsonapi, the default language unprefixed, the others by their langcode):
 * JSON:API Extras with include_count on (gatsby-source-drupal then fetches a type's pages in
 * parallel), the site's locales as languages weighted in the order of src/config/locales.ts.
 */
export function projectDrupal(address: Omit<DrupalAddress, "baseUrl"> = env.drupal.address): DrupalBehaviour {
  return {
    apiPrefix: address.apiPrefix,
    defaultLangcode: address.defaultLangcode,
    languagePrefixes: address.languagePrefixes,
    languages: LOCALES.map((locale, index) => ({ langcode: locale.code, weight: index, name: locale.hreflang })),
    includeCount: true,
    siteName: "Fleetlane",
  }
}

export type Negotiation =
  | { kind: "language"; langcode: string; rest: string }
  /** The redirect module's route normaliser: the default language has a prefix but the URL has none. */
  | { kind: "redirect"; location: string }

/** Drupal's URL language negotiation: the first path segment, if it is a language's prefix. */
export function negotiateLanguage(pathname: string, behaviour: DrupalBehaviour): Negotiation {
  const [, first = "", ...rest] = pathname.split("/")
  const prefixed = behaviour.languages.find(({ langcode }) => first !== "" && pathPrefix(langcode, behaviour) === first)
  if (prefixed) return { kind: "language", langcode: prefixed.langcode, rest: `/${rest.join("/")}` }
  const defaultPrefix = pathPrefix(behaviour.defaultLangcode, behaviour)
  if (defaultPrefix !== "") return { kind: "redirect", location: `/${defaultPrefix}${pathname}` }
  return { kind: "language", langcode: behaviour.defaultLangcode, rest: pathname }
}

/** A language's URL prefix ("" or "nl"): the site's own rule (src/config/drupal-address.ts). */
export function pathPrefix(langcode: string, behaviour: DrupalBehaviour): string {
  return languagePathPrefix({ ...behaviour, baseUrl: "" }, langcode)
}

/**
 * The languages to try, in order, for an entity without a translation in the requested one:
 * the requested language, then every language by weight and name (ConfigurableLanguageManager::
 * getFallbackCandidates), as EntityRepository::getTranslationFromContext walks them.
 */
export function fallbackCandidates(requested: string, behaviour: DrupalBehaviour): string[] {
  const ordered = [...behaviour.languages]
    .sort((a, b) => a.weight - b.weight || a.name.localeCompare(b.name))
    .map((language) => language.langcode)
  return [requested, ...ordered.filter((langcode) => langcode !== requested)]
}
