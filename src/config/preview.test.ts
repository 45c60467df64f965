import { fieldsOf, hasBundle, isReferenceField } from "../drupal/model"
import { PREVIEW_INCLUDES } from "./preview"

/** Drupal answers 400 to an include path the type cannot reach, so every path must exist in the content model. */
function reachable(resourceType: string, includePath: string): boolean {
  let types = [resourceType]
  for (const fieldName of includePath.split(".")) {
    const fields = types.map((type) => fieldsOf(type)[fieldName]).filter((field) => field && isReferenceField(field))
    if (!fields.length) return false
    types = [...new Set(fields.flatMap((field) => field.targets ?? []))].filter(hasBundle)
  }
  return true
}

describe("preview includes", () => {
  it.each(Object.entries(PREVIEW_INCLUDES))("%s: every include path is a relationship the content model has", (resourceType, paths) => {
    expect(hasBundle(resourceType)).toBe(true)
    expect(paths.filter((includePath) => !reachable(resourceType, includePath))).toEqual([])
  })
})
