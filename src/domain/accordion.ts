/**
 * Accordions (spec section 9, fixed identifiers): the max accordion's panel group has the id
 * "main-accordion". Without "expand all" at most one panel is open at a time (the max accordion);
 * with it (isExpandItems) panels open independently and can all be opened or closed at once.
 */
export const MAX_ACCORDION_PANEL_ID = "main-accordion"

/** The panel group id of the n-th accordion on a page (0-based): ids stay unique with several. */
export function accordionPanelGroupId(occurrence: number): string {
  return occurrence === 0 ? MAX_ACCORDION_PANEL_ID : `${MAX_ACCORDION_PANEL_ID}-${occurrence + 1}`
}

/** Opens or closes one panel; in an exclusive accordion opening one closes the others. */
export function togglePanel(open: ReadonlySet<string>, id: string, exclusive: boolean): Set<string> {
  if (open.has(id)) return new Set([...open].filter((openId) => openId !== id))
  return exclusive ? new Set([id]) : new Set([...open, id])
}

export function allOpen(open: ReadonlySet<string>, ids: readonly string[]): boolean {
  return ids.length > 0 && ids.every((id) => open.has(id))
}
