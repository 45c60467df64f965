import type { FinderQuery } from "../../domain/finder-query"

/**
 * The values of the finder's fields (city, country, distance) that differ from what the finder
 * shows, as a patch of its form; null when they agree.
 */
export function fieldsChangedBeforeHydration(form: HTMLFormElement, shown: FinderQuery): Partial<FinderQuery> | null {
  const field = (name: keyof FinderQuery) => (form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null)?.value ?? ""
  const inFields: FinderQuery = {
    city: field("city"),
    country: field("country") || null,
    distance: field("distance") ? Number(field("distance")) : null,
  }
  const changed = (Object.keys(inFields) as (keyof FinderQuery)[]).filter((name) => inFields[name] !== shown[name])
  return changed.length ? Object.fromEntries(changed.map((name) => [name, inFields[name]])) : null
}
