/**
 * `npm run content:publish -- --type node--page --id UUID --lang nl-be --action publish|unpublish|delete [--set title=…]`:
 * an editor's save in the running content server (`npm start` or `npm run content-server`), which
 * then calls its build hook as Drupal does.
 */
import { parseArgs } from "node:util"
import { EDITORIAL_ACTIONS, type EditorialAction } from "../content-server/editorial"
import { publish } from "./publish"

function fieldValues(pairs: readonly string[]): Record<string, string> {
  const set: Record<string, string> = {}
  for (const pair of pairs) {
    const separator = pair.indexOf("=")
    if (separator < 1) throw new Error(`--set takes field=value, not "${pair}"`)
    set[pair.slice(0, separator)] = pair.slice(separator + 1)
  }
  return set
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      type: { type: "string" },
      id: { type: "string" },
      lang: { type: "string" },
      action: { type: "string", default: "publish" },
      set: { type: "string", multiple: true, default: [] },
      url: { type: "string" },
    },
  })
  if (!values.type || !values.id || !values.lang) throw new Error("Give --type, --id and --lang (and --action, --set field=value).")
  if (!(EDITORIAL_ACTIONS as readonly string[]).includes(values.action))
    throw new Error(`--action is one of ${EDITORIAL_ACTIONS.join(", ")}`)
  const result = await publish(
    { type: values.type, id: values.id, langcode: values.lang, action: values.action as EditorialAction, set: fieldValues(values.set) },
    { contentServerUrl: values.url },
  )
  const hook =
    result.buildHook === null
      ? "no build hook configured (BUILD_HOOK_URL)"
      : typeof result.buildHook === "number"
        ? `build hook answered ${result.buildHook}`
        : `build hook failed: ${result.buildHook.error}`
  console.log(`${result.logAction} ${result.type} ${result.id} (${result.langcode}) "${result.title ?? ""}": ${hook}`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
