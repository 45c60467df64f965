/**
 * Loads a measuring tool (lighthouse, autocannon) by name at run time: they are ESM packages used
 * only by the benchmark, and the callers state the small part of their API they use.
 */
export function importOptional(name: string): Promise<unknown> {
  return import(name)
}
