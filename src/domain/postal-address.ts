import { oncePerKey } from "./once-per-key"

/** A postal address as the site shows it (Drupal's address field, mapped). */
export interface PostalAddress {
  /** Street lines, in order, without empty ones. */
  lines: string[]
  postalCode: string
  locality: string
  /** ISO 3166-1 alpha-2, upper case as the address field stores it. */
  countryCode: string
}

/** One Intl.DisplayNames per language: a list of cards asks per card. */
const regionNames = oncePerKey((languageTag) => new Intl.DisplayNames([languageTag], { type: "region" }))

/** The country's name in a language (BCP 47 tag), from the runtime's own data; the code if unknown. */
export function countryName(countryCode: string, languageTag: string): string {
  if (!countryCode) return ""
  try {
    return regionNames(languageTag).of(countryCode.toUpperCase()) ?? countryCode
  } catch {
    return countryCode
  }
}

/** The address on one line: "Noorderlaan 120, 2030 Antwerpen, Belgium" (the country when asked). */
export function formatAddress(address: PostalAddress, options: { country?: string } = {}): string {
  const place = [address.postalCode, address.locality].filter(Boolean).join(" ")
  return [...address.lines, place, options.country ?? ""].filter(Boolean).join(", ")
}
