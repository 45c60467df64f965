import type { DrupalCredentials } from "../../src/config/drupal-address"

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
  /** Prints a progress line. */
  log: (line: string) => void
}

export interface LiveCheck {
  /** What it checks, one sentence, printed before it runs. */
  name: string
  run(context: LiveCheckContext): Promise<string[]>
}

/** The live checks, in the order they run. None yet: issue 18's build hook check will be the first. */
export const LIVE_CHECKS: readonly LiveCheck[] = []
