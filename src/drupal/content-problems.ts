import { ENTITY_TYPES } from "./model/entity-types"
import { fieldsOf, hasBundle, isReferenceField } from "./model"
import { entityTypeOf } from "./model/types"

/** A Drupal entity as gatsby-source-drupal makes it a Gatsby node: attributes flattened, references in relationships. */
export interface SourcedEntity {
  /** Gatsby's type, e.g. "node__page". */
  internalType: string
  drupalId: string
  langcode: string
  fields: Readonly<Record<string, unknown>>
  /** Resolved references: field name + "___NODE" -> Gatsby node id(s). */
  relationships: Readonly<Record<string, unknown>>
}

export interface ContentProblem {
  /** The JSON:API resource type, e.g. "node--page". */
  type: string
  uuid: string
  title: string | null
  langcode: string
  field: string
  fieldLabel: string
  kind: "empty" | "broken-reference"
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (typeof value === "string") return value.trim() === ""
  if (Array.isArray(value)) return value.length === 0
  if (typeof value === "object" && "value" in value) return isEmpty((value as { value: unknown }).value)
  return false
}

/**
 * What in the sourced content breaks the site, per entity, language and field: a required field
 * that is empty, or a required reference that leads nowhere (its target deleted, unpublished or
 * hidden from the build user, which gatsby-source-drupal drops silently). Unpublished entities and
 * types outside the content model are left alone.
 */
export function contentProblems(entities: Iterable<SourcedEntity>): ContentProblem[] {
  const problems: ContentProblem[] = []
  for (const entity of entities) {
    const type = entity.internalType.replace("__", "--")
    if (!hasBundle(type) || entity.fields.status === false) continue
    const labelField = ENTITY_TYPES[entityTypeOf(type)].labelField
    const label = labelField ? entity.fields[labelField] : null
    const where = {
      type,
      uuid: entity.drupalId,
      title: typeof label === "string" && label.trim() ? label : null,
      langcode: entity.langcode,
    }
    for (const [name, field] of Object.entries(fieldsOf(type))) {
      if (!field.required) continue
      if (isReferenceField(field)) {
        if (isEmpty(entity.relationships[`${name}___NODE`]))
          problems.push({ ...where, field: name, fieldLabel: field.label, kind: "broken-reference" })
      } else if (isEmpty(entity.fields[name])) problems.push({ ...where, field: name, fieldLabel: field.label, kind: "empty" })
    }
  }
  return problems
}

/** One line an editor can act on: which entity, in which language, which field, and what is wrong. */
export function describeProblem(problem: ContentProblem): string {
  const title = problem.title ? ` "${problem.title}"` : ""
  const what =
    problem.kind === "empty"
      ? `the required field ${problem.field} (${problem.fieldLabel}) is empty`
      : `the required reference ${problem.field} (${problem.fieldLabel}) leads to nothing: its target is deleted, unpublished or hidden from the build user`
  return `${problem.type} ${problem.uuid}${title} in ${problem.langcode}: ${what}`
}
