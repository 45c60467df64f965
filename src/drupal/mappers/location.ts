import { isLatLng, type LatLng } from "../../domain/geo"
import type { LocationCountry, SearchableLocation } from "../../domain/location-search"
import type { PostalAddress } from "../../domain/postal-address"
import { pagePath } from "../../domain/routing"
import { mapImage, type ImageView, type MediaImageData } from "./image"

/** The shape of the LocationCard fragment. */
export interface LocationCardData {
  readonly drupal_id: string | null
  readonly langcode: string | null
  readonly title: string | null
  readonly path: { readonly alias: string | null } | null
  readonly field_phone: string | null
  readonly field_country_code: string | null
  readonly field_address: {
    readonly address_line1: string | null
    readonly address_line2: string | null
    readonly postal_code: string | null
    readonly locality: string | null
    readonly country_code: string | null
  } | null
  readonly field_geolocation: { readonly lat: number | null; readonly lng: number | null } | null
  readonly relationships: { readonly field_image: MediaImageData | null } | null
}

/** A location as the finder, its cards and its page use it (spec: Location). */
export interface LocationView extends SearchableLocation {
  /** Its own page, in the translation preferredTranslation chooses for the page's locale. */
  path: string | null
  image: ImageView | null
  address: PostalAddress | null
  phone: string | null
  position: LatLng | null
}

export function mapAddress(address: LocationCardData["field_address"]): PostalAddress | null {
  if (!address) return null
  return {
    lines: [address.address_line1, address.address_line2].filter((line): line is string => Boolean(line?.trim())),
    postalCode: address.postal_code ?? "",
    locality: address.locality ?? "",
    countryCode: (address.country_code ?? "").toUpperCase(),
  }
}

function mapPosition(position: LocationCardData["field_geolocation"]): LatLng | null {
  const candidate = { lat: position?.lat ?? undefined, lng: position?.lng ?? undefined }
  return isLatLng(candidate) ? { lat: candidate.lat, lng: candidate.lng } : null
}

export function mapLocation(node: LocationCardData): LocationView {
  const address = mapAddress(node.field_address)
  return {
    id: node.drupal_id ?? "",
    title: node.title ?? "",
    path: node.langcode ? pagePath(node.langcode, node.path?.alias, false) : null,
    image: mapImage(node.relationships?.field_image),
    address,
    phone: node.field_phone?.trim() || null,
    position: mapPosition(node.field_geolocation),
    country: (node.field_country_code || address?.countryCode || "").toLowerCase(),
    city: address?.locality ?? "",
  }
}

/** Maps a list, dropping empty entries and locations without an id. */
export function mapLocations(nodes: ReadonlyArray<LocationCardData | null> | null | undefined): LocationView[] {
  return (nodes ?? []).flatMap((node) => (node?.drupal_id ? [mapLocation(node)] : []))
}

/** The shape of a location-finder country (paragraph--location_country). */
export interface LocationCountryData {
  readonly field_title: string | null
  readonly field_locale: string | null
  readonly field_country_code: string | null
}

/** The countries of the finder's select, in the editor's order; those without a code are left out. */
export function mapLocationCountries(countries: ReadonlyArray<LocationCountryData | null> | null | undefined): LocationCountry[] {
  return (countries ?? []).flatMap((country) => {
    const code = country?.field_country_code?.trim().toLowerCase()
    return code ? [{ code, title: country?.field_title ?? code.toUpperCase(), locale: country?.field_locale ?? null }] : []
  })
}
