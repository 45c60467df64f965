import { DEFAULT_API_PREFIX, type DrupalAddress, type DrupalCredentials } from "../../src/config/drupal-address"
import { DEFAULT_LOCALE } from "../../src/config/locales"
import { livePublishCheck, pageToEdit } from "./live-publish-check"
import { languagesPlan } from "./site-plan"

/**
 * Checks `npm run test:drupal` runs against the live Drupal after the two builds compared equal,
 * for behaviour a static comparison cannot show (e.g. "a save in Drupal reaches the build hook and
 * an incremental build brings exactly that change"). Add a check to LIVE_CHECKS; each returns the
 * problems it found (none: it passed) and must leave the Drupal's content as it found it, since
 * later checks and a second run of the test compare against content/.
 */
export interface LiveCheckContext {
  /** The Drupal under test, as an administrator reaches it. */
  drupal: { baseUrl: string; admin: DrupalCredentials; root: string | null }
  /** The build user (the API role) the site was built with. */
  buildUser: DrupalCredentials
  /** The locales imported and compared. */
  locales: readonly string[]
  /** Output folders of the two builds (public/ of each). */
  outputs: { drupal: string; contentServer: string }
  /** The build hook drupal:setup gave build_hooks' frontend environment (FLEETLANE_BUILD_HOOK_URL): a check may listen there. */
  buildHookUrl: string
  /** Prints a progress line. */
  log: (line: string) => void
}

export interface LiveCheck {
  /** What it checks, one sentence, printed before it runs. */
  name: string
  run(context: LiveCheckContext): Promise<string[]>
}

/**
 * Issue 18: a save in Drupal reaches the build hook and fastBuilds' sync brings exactly that
 * change, for a page of the default language and one of the first other locale tested.
 */
const PUBLISH_CHECK: LiveCheck = {
  name: "a save in Drupal reaches the build hook and gatsby_fastbuilds' sync brings exactly that change",
  async run(context) {
    const hook = new URL(context.buildHookUrl)
    if (hook.hostname !== "127.0.0.1" && hook.hostname !== "localhost")
      return [`the build hook ${context.buildHookUrl} is not local: the check listens on 127.0.0.1 (set FLEETLANE_BUILD_HOOK_URL)`]
    const address: DrupalAddress = {
      baseUrl: context.drupal.baseUrl,
      apiPrefix: DEFAULT_API_PREFIX,
      defaultLangcode: DEFAULT_LOCALE,
      languagePrefixes: Object.fromEntries(languagesPlan().map((language) => [language.langcode, language.prefix])),
    }
    const langcodes = [DEFAULT_LOCALE, ...context.locales.filter((locale) => locale !== DEFAULT_LOCALE).slice(0, 1)]
    const problems: string[] = []
    for (const langcode of langcodes) {
      const node = await pageToEdit(address, context.drupal.admin, langcode)
      if (!node) {
        problems.push(`Drupal has no published page in ${langcode} to edit`)
        continue
      }
      const result = await livePublishCheck({
        address,
        editor: context.drupal.admin,
        buildUser: context.buildUser,
        node,
        hookPort: Number(hook.port || 80),
      })
      context.log(
        `${langcode}: node--page ${node.uuid} saved and put back; the hook got ${result.hookRequests.length} POST(s) for the three saves, the sync ${result.syncEntries.length} entr${result.syncEntries.length === 1 ? "y" : "ies"} for the edit`,
      )
      problems.push(...result.problems.map((problem) => `${langcode}: ${problem}`))
    }
    return problems
  },
}

/** The live checks, in the order they run. */
export const LIVE_CHECKS: readonly LiveCheck[] = [PUBLISH_CHECK]
