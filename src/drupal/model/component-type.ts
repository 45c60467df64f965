/**
 * The spec's component type of a paragraph bundle: paragraph--people_categories -> people-categories.
 * On its own so that browser code (the block registry) can use it without the content model.
 */
export function componentTypeOf(paragraphType: string): string {
  return paragraphType.replace(/^paragraph--/, "").replace(/_/g, "-")
}
