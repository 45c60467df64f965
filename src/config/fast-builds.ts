/**
 * Whether the build asks Drupal for the changes since the last build (gatsby-source-drupal's
 * fastBuilds, served by Drupal's gatsby_fastbuilds module) instead of sourcing everything again.
 * DRUPAL_FAST_BUILDS=1 says the Drupal has the module and the build user its permission; unset, only
 * the embedded content server (which always has it) is asked for changes.
 */
export function fastBuildsEnabled(value: string | undefined, embeddedContentServer: boolean): boolean {
  const setting = (value ?? "").trim().toLowerCase()
  if (setting === "") return embeddedContentServer
  if (setting === "1" || setting === "true") return true
  if (setting === "0" || setting === "false") return false
  throw new Error(`DRUPAL_FAST_BUILDS must be 1 or 0 (true or false), not "${value}"`)
}
