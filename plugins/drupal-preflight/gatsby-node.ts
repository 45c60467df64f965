import type { GatsbyNode } from "gatsby"
import { env } from "../../src/config/env"
import { DEFAULT_LOCALE, LOCALE_CODES } from "../../src/config/locales"
import { buildReadingCredentials } from "../../src/drupal/build-session"
import { sourcedTypes } from "../../src/drupal/sourcing"
import { resolveContentIds } from "./content-ids"
import { fastBuildsAhead } from "./fast-builds-ahead"
import { preflightProblems } from "./preflight"

/**
 * gatsby-source-drupal does not show the build its responses, and takes data [] with
 * meta.omitted, a 401 and a 403 alike as "no content". So before it sources, this asks Drupal
 * the same collections with the same credentials and fails the build on any of them; and it
 * reads which content has a role (the homepage...) from the site settings, for the code to use.
 * A fastBuilds build asks for no collection, only the changes since the last build, so it skips
 * those checks: the last full sourcing passed them, and each request costs a remote Drupal's
 * latency (858 requests, four at a time, were most of a rebuild's time at 150 ms). The checks
 * read in a session rather than with HTTP Basic (src/drupal/session.ts).
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter, store }) => {
  const types = sourcedTypes(LOCALE_CODES, DEFAULT_LOCALE)
  const lastFetched = store.getState().status.plugins?.["gatsby-source-drupal"]?.lastFetched
  const onlyChanges = await fastBuildsAhead(env.drupal.address, env.drupal.credentials, env.drupalFastBuilds, lastFetched, fetch)
  let credentials = env.drupal.credentials
  if (!onlyChanges) {
    const reading = await buildReadingCredentials()
    if (reading.refused) reporter.warn(`Drupal gave the build no session (${reading.refused}): it reads with HTTP Basic.`)
    credentials = reading.credentials
  }
  const problems = onlyChanges ? [] : await preflightProblems(env.drupal.address, credentials, types, fetch)
  const contentIds = problems.length ? null : await resolveContentIds(env.drupal.address, credentials, fetch)
  const all = [...problems, ...(contentIds?.problems ?? [])]
  if (all.length || !contentIds?.ids) {
    reporter.panic(`Drupal does not give the build what the site needs (${env.drupal.address.baseUrl}):\n- ${all.join("\n- ")}`)
    return
  }
  // GATSBY_: Gatsby puts it into the browser bundle too, which is built after this.
  process.env.GATSBY_CONTENT_IDS = JSON.stringify(contentIds.ids)
  reporter.info(
    onlyChanges
      ? `Drupal preflight: fastBuilds sources the changes since ${new Date(Number(lastFetched) * 1000).toISOString()} only; the collections were checked by the last full sourcing.`
      : `Drupal preflight: ${types.length} resource types readable by the build user in every language they are sourced in.`,
  )
  reporter.info(`Content identities from the site settings: ${JSON.stringify(contentIds.ids)}`)
}
