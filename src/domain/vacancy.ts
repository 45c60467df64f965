/** A vacancy's locations are written in one field, separated by semicolons. */
export function splitLocations(value: string | null | undefined): string[] {
  return (value ?? "")
    .split(";")
    .map((item) => item.trim())
    .filter(Boolean)
}
