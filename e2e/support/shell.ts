import type { Page } from "playwright-core"
import { FIXED_IDS } from "../../src/config/fixed-ids"
import { configPageFor, valueIn, type ContentStore, type Entity } from "../../tools/content-server/content-store"
import { translationPage, type ExpectedPage } from "./content"

/** Oracles and helpers for the page-shell browser tests. */

export function introTitle(content: ContentStore, locale: string): string {
  const intro = content.get("block_content--intro", FIXED_IDS.introBlock) as Entity
  return String(valueIn(intro.values.field_title, locale, intro.langcode))
}

/** The switcher's name, in the page's locale, of the country that publishes `locale`. */
export function countryName(content: ContentStore, locale: string, pageLocale: string): string {
  const country = content
    .ofType("taxonomy_term--country")
    .find((term) => (term.values.field_locales as string[]).includes(locale)) as Entity
  return String(valueIn(country.values.name, pageLocale, country.langcode))
}

/** The page of a node's translation, or null where the node has none in that locale. */
export function nodePage(content: ContentStore, type: string, key: string, locale: string): ExpectedPage | null {
  const node = content.getByKey(type, key) as Entity
  return node.languages.includes(locale) ? translationPage(node, locale) : null
}

export function siteString(content: ContentStore, key: string, locale: string): string {
  const settings = configPageFor(content, "config_pages--site_settings", locale) as Entity
  const strings = valueIn(settings.values.field_strings, locale, settings.langcode) as Record<string, string>
  return strings[key]
}

export const MENU_TOGGLE = "header.site-header button[aria-controls='site-navigation']"

export async function openMenu(page: Page): Promise<void> {
  await page.locator(MENU_TOGGLE).click()
  await page.locator("#site-navigation.is-shown").waitFor()
  // The panel slides in for 500 ms; axe and screenshots want it in place.
  await page.waitForFunction(() => {
    const panel = document.getElementById("site-navigation")
    return panel !== null && panel.getBoundingClientRect().left === 0
  })
}
