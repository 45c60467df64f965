/**
 * What the draft preview asks Drupal for: per node type it can show, the relationships to include
 * with the draft, as the type's template renders them: the page header (hero image, slides), the
 * blocks with their items, cards and images, and the type's own references. An image is its media
 * and the media's file (field_media_image); the preview function serves the file itself
 * (docs/decisions.md, "Preview a draft"). Drupal refuses an include path that the type has no field
 * for with a 400, so each type lists only its own fields (a test asks the content server, which
 * answers as Drupal does). Every type here has a template in src/templates/preview/preview-templates.ts.
 */

/** An image reference and its file. */
function image(field: string): string[] {
  return [field, `${field}.field_media_image`]
}

/** What every node type has: the page header and the blocks (src/drupal/fragments/page.ts, src/blocks). */
const PAGE_BASE: readonly string[] = [
  ...image("field_hero_image"),
  "field_slides",
  ...image("field_slides.field_image"),
  "field_components",
  "field_components.field_items",
  ...image("field_components.field_items.field_image"),
  "field_components.field_cards",
  ...image("field_components.field_cards.field_image"),
  "field_components.field_cards.field_category",
  ...image("field_components.field_image"),
  "field_components.field_articles",
  ...image("field_components.field_articles.field_image"),
  "field_components.field_articles.field_category",
]

/** Articles: their image, category, parent and related articles as cards (KnowledgeCard, NewsCard). */
const ARTICLE: readonly string[] = [
  ...PAGE_BASE,
  ...image("field_image"),
  "field_category",
  "field_parent",
  "field_related",
  ...image("field_related.field_image"),
  "field_related.field_category",
]

export const PREVIEW_INCLUDES: Readonly<Record<string, readonly string[]>> = {
  "node--page": PAGE_BASE,
  "node--route": PAGE_BASE,
  "node--form": PAGE_BASE,
  "node--vacancy": PAGE_BASE,
  "node--news": ARTICLE,
  "node--knowledge": ARTICLE,
  "node--function": [...PAGE_BASE, ...image("field_image")],
  "node--location": [...PAGE_BASE, ...image("field_image")],
  "node--equipment_category": [...PAGE_BASE, ...image("field_image")],
  "node--equipment": [...PAGE_BASE, ...image("field_image"), "field_equipment_category"],
  "node--people": [...PAGE_BASE, ...image("field_image"), "field_people_category"],
}

/** The site's own path of the preview function. */
export const PREVIEW_API_PATH = "/api/preview"

/** The query parameter that asks the preview function for one of the draft's image files instead of the draft. */
export const PREVIEW_IMAGE_PARAMETER = "image"

/** The page an editor opens: /{locale}/preview/?token=… (src/domain/preview/preview-link.ts). */
export const PREVIEW_PAGE_SEGMENT = "preview"
