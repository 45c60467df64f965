import { FIXED_IDS } from "../../src/config/fixed-ids"
import { pagePath } from "../../src/domain/routing"
import { loadContent, valueIn, type ContentStore, type Entity } from "../../tools/content-server/content-store"
import { CONTENT_DIR } from "../../tools/content-server/settings"

/** The demo content, read as the content server reads it: the oracle of the browser tests. */
let store: Promise<ContentStore> | undefined

export function demoContent(): Promise<ContentStore> {
  store ??= loadContent(CONTENT_DIR)
  return store
}

export interface ExpectedPage {
  locale: string
  path: string
  title: string
}

export function translationPage(node: Entity, locale: string): ExpectedPage | null {
  const alias = valueIn(node.values.path, locale, node.langcode)
  const path = pagePath(locale, typeof alias === "string" ? alias : null, node.uuid === FIXED_IDS.homepage)
  if (!path || node.values.status === false) return null
  return { locale, path, title: String(valueIn(node.values.title, locale, node.langcode)) }
}

/** Up to `count` translations of the best-translated published node of a type. */
export function pagesOfType(content: ContentStore, nodeType: string, count: number): ExpectedPage[] {
  const nodes = [...content.ofType(`node--${nodeType}`)]
    .filter((node) => node.values.status !== false)
    .sort((a, b) => b.languages.length - a.languages.length)
  const node = nodes[0]
  if (!node) return []
  return node.languages.slice(0, count).flatMap((locale) => translationPage(node, locale) ?? [])
}
