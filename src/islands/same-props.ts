function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype
}

function shallowEqual(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a)
  return (
    keys.length === Object.keys(b).length && keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && Object.is(a[key], b[key]))
  )
}

/**
 * Whether an island gets the same props again: each prop the same value, or a plain object with the
 * same values one level down (a route or strings mapped again on the page's new render). React
 * elements count only as the same object.
 */
export function sameProps<Props extends object>(previous: Props, next: Props): boolean {
  const a = previous as Record<string, unknown>
  const b = next as Record<string, unknown>
  const keys = Object.keys(a)
  if (keys.length !== Object.keys(b).length) return false
  return keys.every((key) => {
    const [before, after] = [a[key], b[key]]
    return (
      Object.is(before, after) || (isPlainObject(before) && isPlainObject(after) && !("$$typeof" in before) && shallowEqual(before, after))
    )
  })
}
