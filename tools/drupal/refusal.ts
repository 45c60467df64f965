import type { Entity } from "../content-server/content-store"

/**
 * The message when Drupal refuses a write: which entity (type, key, content file), which
 * translation, which field (JSON:API's source.pointer, /data/attributes/field_x) and Drupal's
 * reason, so an editor can fix content/ or an administrator the Drupal.
 */
export function describeRefusal(
  entity: Pick<Entity, "type" | "key" | "source">,
  langcode: string,
  action: string,
  status: number,
  body: unknown,
): string {
  const errors = (body as { errors?: Array<{ detail?: string; title?: string; source?: { pointer?: string } }> } | null)?.errors
  const reasons = (errors ?? []).map((error) => {
    const field = error.source?.pointer?.split("/").filter(Boolean).slice(2).join(".")
    const reason = [error.title, error.detail].filter(Boolean).join(": ") || "no detail"
    return field ? `field ${field}: ${reason}` : reason
  })
  if (reasons.length === 0)
    reasons.push(typeof body === "string" ? body.slice(0, 200) : (JSON.stringify(body)?.slice(0, 200) ?? "empty answer"))
  return `${entity.type}:${entity.key} (${entity.source}), ${langcode}: Drupal refused to ${action} (${status}): ${reasons.join("; ")}`
}
