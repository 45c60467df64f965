/** The message of anything thrown (errors from fetch may come from another realm, so no instanceof). */
export function errorMessage(error: unknown): string {
  if (error && typeof error === "object" && "message" in error) return String((error as { message: unknown }).message)
  return String(error)
}

/** The name of an error (TimeoutError, AbortError), or "". */
export function errorName(error: unknown): string {
  return error && typeof error === "object" && "name" in error ? String((error as { name: unknown }).name) : ""
}
