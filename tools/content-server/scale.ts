/**
 * CONTENT_SCALE: the content server multiplies the demo content for the benchmark's scale build.
 * Each page of a leaf type (not the routes, which hold the site's structure and listings) gets
 * scale - 1 copies with their own aliases and titles that name a place, so listings, sitemaps and
 * search see a site of that size with varied text. Fixed-id pages are never copied.
 */
const COPIED_TYPES = new Set([
  "node--page",
  "node--news",
  "node--knowledge",
  "node--equipment",
  "node--equipment_category",
  "node--location",
  "node--people",
  "node--vacancy",
  "node--function",
])
const PLACES = [
  "Rotterdam",
  "Antwerp",
  "Lyon",
  "Hamburg",
  "Milan",
  "Madrid",
  "Gdańsk",
  "Aarhus",
  "Tampere",
  "Zürich",
  "Graz",
  "Bergen",
  "Malmö",
  "Toronto",
  "Leeds",
]

function mapValues(value: unknown, change: (text: string) => string): unknown {
  if (typeof value === "string") return change(value)
  if (value && typeof value === "object" && !Array.isArray(value)) {
    return Object.fromEntries(Object.entries(value).map(([language, text]) => [language, typeof text === "string" ? change(text) : text]))
  }
  return value
}

/** The copies of one content entity (raw YAML data) for a scale factor; none for other types. */
export function scaledCopies(data: Record<string, unknown>, key: string, scale: number): Array<Record<string, unknown>> {
  if (scale <= 1 || !COPIED_TYPES.has(String(data.type)) || typeof data.uuid === "string") return []
  return Array.from({ length: Math.floor(scale) - 1 }, (_, index) => {
    const copy = index + 1
    const place = PLACES[(copy + key.length) % PLACES.length]
    return {
      ...data,
      key: `${key}~${copy}`,
      title: mapValues(data.title, (title) => `${title} – ${place} ${copy}`),
      path: mapValues(data.path, (alias) => `${alias.replace(/\/+$/, "")}-${copy}`),
    }
  })
}

/** The factor from the environment: 1 (no copies) unless CONTENT_SCALE says otherwise. */
export function contentScale(env: NodeJS.ProcessEnv = process.env): number {
  const scale = Number(env.CONTENT_SCALE ?? 1)
  return Number.isFinite(scale) && scale >= 1 ? Math.floor(scale) : 1
}
