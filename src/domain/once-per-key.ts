/**
 * A maker that makes once per key and hands out the same value after (an Intl format per locale:
 * making one costs far more than using it, and a list of cards uses one per card).
 */
export function oncePerKey<Value>(make: (key: string) => Value): (key: string) => Value {
  const made = new Map<string, Value>()
  return (key) => {
    let value = made.get(key)
    if (value === undefined) {
      value = make(key)
      made.set(key, value)
    }
    return value
  }
}
