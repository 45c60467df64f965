import type { LatLng } from "./geo"
import type { PostalAddress } from "./postal-address"

export interface LocalBusinessInput {
  name: string
  /** Absolute URL of the location's page. */
  url: string
  /** Absolute URL of its image. */
  image: string | null
  telephone: string | null
  email: string | null
  address: PostalAddress | null
  position: LatLng | null
  /** The company the branch belongs to. */
  brand: string
}

/** schema.org LocalBusiness structured data of a location page (written out by serializeJsonLd). */
export function localBusinessJsonLd(input: LocalBusinessInput): Record<string, unknown> {
  const data: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${input.url}#location`,
    name: input.name,
    url: input.url,
  }
  if (input.image) data.image = input.image
  if (input.telephone) data.telephone = input.telephone
  if (input.email) data.email = input.email
  if (input.address) {
    data.address = {
      "@type": "PostalAddress",
      streetAddress: input.address.lines.join(", "),
      postalCode: input.address.postalCode,
      addressLocality: input.address.locality,
      addressCountry: input.address.countryCode,
    }
  }
  if (input.position) data.geo = { "@type": "GeoCoordinates", latitude: input.position.lat, longitude: input.position.lng }
  if (input.brand) data.parentOrganization = { "@type": "Organization", name: input.brand }
  return data
}
