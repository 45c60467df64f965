/**
 * What the draft preview asks Drupal for: per node type it can show, the relationships to
 * include with the draft (its paragraphs and their items, as the type's template renders them).
 * Only these types have a preview; the list grows with the templates the preview page knows
 * (src/pages/preview.tsx). Media are left out: the preview shows a draft's text and blocks.
 */
export const PREVIEW_INCLUDES: Readonly<Record<string, readonly string[]>> = {
  "node--page": ["field_components", "field_components.field_items", "field_components.field_cards", "field_slides"],
}

/** The site's own path of the preview function. */
export const PREVIEW_API_PATH = "/api/preview"

/** The page an editor opens: /{locale}/preview/?token=… (src/domain/preview/preview-link.ts). */
export const PREVIEW_PAGE_SEGMENT = "preview"
