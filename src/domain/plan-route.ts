import { PLAN_ROUTE_ADDRESS_LOCALE, PLAN_ROUTE_ZOOM } from "../config/location-finder"
import { isLatLng, type LatLng } from "./geo"
import { countryName, formatAddress, type PostalAddress } from "./postal-address"

/**
 * The plan-route link of a location (spec: forms section 9): Google Maps directions to the
 * location, at zoom 13. en-gb names the address as the destination; every other locale the
 * coordinates. Without coordinates the address is used; without either there is no link.
 */
export function planRouteUrl(location: { address: PostalAddress | null; position: LatLng | null }, locale: string): string | null {
  const position = isLatLng(location.position) ? location.position : null
  // The address only where it is the destination: a list of cards asks this of every location.
  const wantsAddress = locale === PLAN_ROUTE_ADDRESS_LOCALE || !position
  const address =
    wantsAddress && location.address ? formatAddress(location.address, { country: countryName(location.address.countryCode, "en") }) : ""
  const useAddress = wantsAddress && address !== ""
  const destination = useAddress ? encodeURIComponent(address) : position ? `${position.lat},${position.lng}` : null
  if (!destination) return null
  const view = position ? `/@${position.lat},${position.lng},${PLAN_ROUTE_ZOOM}z` : ""
  return `https://www.google.com/maps/dir//${destination}${view}`
}
