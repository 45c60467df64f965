/** Joins the class names that apply: classNames("card", horizontal && "card--horizontal"). */
export function classNames(...names: ReadonlyArray<string | false | null | undefined>): string {
  return names.filter(Boolean).join(" ")
}
