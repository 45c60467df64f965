/**
 * React 18 does not know the inert attribute yet; an empty string sets it, leaving it out clears
 * it. Inert content can be neither focused nor read, which is what a modal menu needs behind it.
 */
export function inertWhen(condition: boolean): Record<string, string> {
  return condition ? { inert: "" } : {}
}
