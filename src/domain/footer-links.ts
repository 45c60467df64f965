/**
 * The footer's own cookie-settings control reopens the consent dialog on every page; an editors'
 * footer link to the cookie section of the privacy page ("#cookies", which the demo menu had as
 * "Cookie settings") would be the same entry a second time, and one that cannot change a choice.
 * With the control present, such links are left out.
 */
const COOKIE_SECTION = /#cookies?$/i

export function withoutCookieSettingsLinks<Item extends { url: string | null }>(
  items: readonly Item[],
  hasCookieSettingsControl: boolean,
): Item[] {
  if (!hasCookieSettingsControl) return [...items]
  return items.filter((item) => !COOKIE_SECTION.test(item.url ?? ""))
}
