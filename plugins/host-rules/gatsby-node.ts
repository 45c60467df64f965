import { writeFile } from "node:fs/promises"
import path from "node:path"
import type { GatsbyNode, Node } from "gatsby"
import { env } from "../../src/config/env"
import { FIXED_IDS } from "../../src/config/fixed-ids"
import { LEASING_BRAND_LOCALES } from "../../src/config/locale-groups"
import { DEFAULT_LOCALE, LOCALE_CODES } from "../../src/config/locales"
import { pagePath } from "../../src/domain/routing"
import { drupalContentNodes } from "../../src/drupal/content-nodes"
import { hostRulesFile, localeNotFoundRules, rootRedirect } from "./redirect-rules"
import { retiredPathRules, type RedirectEntity } from "./retired-paths"

interface DrupalNodeLike extends Node {
  drupal_id: string
  drupal_internal__nid: number
  langcode: string
  status?: boolean
  path?: { alias?: string | null } | null
}

interface RedirectNode extends Node {
  redirect_source?: { path?: string | null; query?: unknown } | null
  redirect_redirect?: { uri?: string | null } | null
  status_code?: number | null
  language?: string | null
}

/** Page paths of every published node translation, by nid and then locale. */
function nodePaths(nodes: readonly Node[], homepageUuid: string): Map<number, Map<string, string>> {
  const byNid = new Map<number, Map<string, string>>()
  for (const node of nodes as DrupalNodeLike[]) {
    if (node.status === false) continue
    const path = pagePath(node.langcode, node.path?.alias, node.drupal_id === homepageUuid)
    if (!path) continue
    const translations = byNid.get(node.drupal_internal__nid) ?? new Map<string, string>()
    translations.set(node.langcode, path)
    byNid.set(node.drupal_internal__nid, translations)
  }
  return byNid
}

function toRedirectEntity(node: RedirectNode): RedirectEntity {
  return {
    sourcePath: node.redirect_source?.path ?? null,
    sourceQuery: node.redirect_source?.query,
    targetUri: node.redirect_redirect?.uri ?? null,
    statusCode: node.status_code ?? null,
    language: node.language ?? null,
  }
}

/**
 * Writes public/_redirects: / to the default locale (the site search's index is a function of its
 * own, netlify/functions/search.mts), the retired paths editors manage in Drupal (the en-ca and fr-ca ones to the leasing brand's host), and
 * each locale's 404 page.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, graphql, getNodesByType, reporter }) => {
  const { program, pages } = store.getState() as { program: { directory: string }; pages: Map<string, { path: string }> }
  // FIXED_IDS parses the build's identities at each read (src/config/fixed-ids.ts): once here.
  const paths = nodePaths(await drupalContentNodes(graphql, getNodesByType), FIXED_IDS.homepage)
  const { rules: retired, warnings } = retiredPathRules((getNodesByType("redirect__redirect") as RedirectNode[]).map(toRedirectEntity), {
    locales: LOCALE_CODES,
    externalHosts: Object.fromEntries(LEASING_BRAND_LOCALES.map((locale) => [locale, env.leasingSiteUrl])),
    nodePath: (nid, locale) => paths.get(nid)?.get(locale) ?? paths.get(nid)?.get(DEFAULT_LOCALE) ?? null,
    pagePaths: new Set([...pages.values()].map((page) => page.path)),
  })
  warnings.forEach((warning) => reporter.warn(warning))
  // Exact paths never overlap, so their order is free: sorted, the file reads well and diffs well.
  retired.sort((a, b) => a.from.localeCompare(b.from))
  const file = hostRulesFile({
    root: rootRedirect(DEFAULT_LOCALE),
    retired,
    notFound: localeNotFoundRules(LOCALE_CODES),
  })
  await writeFile(path.join(program.directory, "public", "_redirects"), file)
  reporter.info(`Wrote public/_redirects: ${retired.length} retired paths, ${LOCALE_CODES.length} locale 404 pages.`)
}
