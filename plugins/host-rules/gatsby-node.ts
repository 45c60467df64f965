import { writeFile } from "node:fs/promises"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { DEFAULT_LOCALE, LOCALE_CODES } from "../../src/config/locales"
import { formatRules, localeNotFoundRules, rootRedirect } from "./redirect-rules"

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter }) => {
  const { program } = store.getState() as { program: { directory: string } }
  const rules = [rootRedirect(DEFAULT_LOCALE), ...localeNotFoundRules(LOCALE_CODES)]
  await writeFile(path.join(program.directory, "public", "_redirects"), formatRules(rules))
  reporter.info(`Wrote ${rules.length} host rules to public/_redirects.`)
}
