import { writeFileSync } from "node:fs"
import path from "node:path"
import { sitePlan } from "./site-plan"

/** drupal/site-plan.json: the plan drupal/setup.php applies, for administrators who run it by hand. */
export const SITE_PLAN_FILE = path.join(__dirname, "../../drupal/site-plan.json")

export function sitePlanJson(): string {
  return `${JSON.stringify(sitePlan(), null, 2)}\n`
}

if (require.main === module) {
  writeFileSync(SITE_PLAN_FILE, sitePlanJson())
  console.log(`Wrote ${path.relative(process.cwd(), SITE_PLAN_FILE)}`)
}
