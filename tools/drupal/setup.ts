import { cpSync, existsSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { run } from "../lib/run"
import { sitePlanJson } from "./export-plan"
import { authHeaders, targetFromArgs } from "./options"
import { sitePlan } from "./site-plan"

/**
 * npm run drupal:setup -- --url http://127.0.0.1:8081 --root /tmp/drupal-17/site/web [--drush path]
 *
 * Applies the site's content model to the Drupal at --url whose docroot is --root: copies
 * drupal/modules into modules/custom, enables the modules, runs drupal/setup.php with the plan
 * made from src/drupal/model right now, then checks through JSON:API that every bundle is served.
 * FLEETLANE_API_USER and FLEETLANE_API_PASSWORD, when set, create the build's API user;
 * DRUPAL_PREVIEW_USERNAME and DRUPAL_PREVIEW_PASSWORD, the draft preview's user (another user).
 * FLEETLANE_BUILD_HOOK_URL is the build hook build_hooks calls on each save (the Netlify build hook
 * in production; the local receiver of `npm start` when unset).
 */
const MODULES_DIR = path.join(__dirname, "../../drupal/modules")
const SETUP_SCRIPT = path.join(__dirname, "../../drupal/setup.php")

async function main(): Promise<void> {
  const target = targetFromArgs(process.argv.slice(2), process.env)
  const root = target.values.root
  if (!root) throw new Error("Give the Drupal docroot: --root /path/to/site/web (drush runs there)")
  const drush = target.values.drush ?? path.join(root, "../vendor/bin/drush")
  if (!existsSync(drush)) throw new Error(`No drush at ${drush}: give --drush`)
  const drushArgs = [`--root=${root}`, `--uri=${target.baseUrl}`]

  for (const module of readdirSync(MODULES_DIR)) {
    cpSync(path.join(MODULES_DIR, module), path.join(root, "modules/custom", module), { recursive: true })
  }
  const plan = sitePlan()
  console.log(`Enabling ${plan.modules.length} modules`)
  await run(drush, [...drushArgs, "pm:enable", "-y", ...plan.modules])

  const planFile = path.join(mkdtempSync(path.join(tmpdir(), "fleetlane-plan-")), "site-plan.json")
  writeFileSync(planFile, sitePlanJson())
  console.log("Applying the content model")
  await run(drush, [...drushArgs, "php:script", SETUP_SCRIPT], { env: { ...process.env, FLEETLANE_SITE_PLAN: planFile } })
  await run(drush, [...drushArgs, "cache:rebuild"])

  const response = await fetch(`${target.baseUrl}/${plan.jsonapi.pathPrefix}`, {
    headers: { Accept: "application/vnd.api+json", ...authHeaders(target) },
  })
  if (!response.ok) throw new Error(`${target.baseUrl}/${plan.jsonapi.pathPrefix} answered ${response.status}`)
  const links = ((await response.json()) as { links: Record<string, unknown> }).links
  const missing = plan.bundles.map((bundle) => `${bundle.entityType}--${bundle.bundle}`).filter((type) => !(type in links))
  if (missing.length > 0) throw new Error(`JSON:API does not serve ${missing.join(", ")}`)
  console.log(`Done: JSON:API serves all ${plan.bundles.length} bundles of the content model`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
