/**
 * `npm run content:check`: loads the demo content the way the content server does and reports
 * entities per type and translations per language, or the first content error.
 */
import { LOCALE_CODES } from "../../src/config/locales"
import { loadContent } from "./content-store"
import { CONTENT_DIR } from "./settings"

async function main(): Promise<void> {
  const store = await loadContent(CONTENT_DIR)
  const rows = new Map<string, Map<string, number>>()
  for (const entity of store.entities) {
    const row = rows.get(entity.type) ?? new Map<string, number>()
    for (const language of entity.languages) row.set(language, (row.get(language) ?? 0) + 1)
    rows.set(entity.type, row)
  }
  console.log(["type".padEnd(40), ...LOCALE_CODES.map((code) => code.padStart(6))].join(""))
  for (const [type, row] of [...rows.entries()].sort()) {
    console.log([type.padEnd(40), ...LOCALE_CODES.map((code) => String(row.get(code) ?? "").padStart(6))].join(""))
  }
  console.log(`\n${store.entities.length} entities, ${store.files.size} files: the content is valid.`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
