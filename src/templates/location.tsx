import { graphql, type HeadProps, type PageProps } from "gatsby"
import { useTranslation } from "react-i18next"
import { Blocks } from "../blocks/Blocks"
import { NodePage, NodePageHead } from "./shared/NodePage"
import { useSiteUrl } from "../components/head/useSiteUrl"
import { Image } from "../components/ui/Image"
import { RichText } from "../components/ui/RichText"
import { distanceKm } from "../domain/geo"
import { localBusinessJsonLd } from "../domain/local-business"
import { planRouteUrl } from "../domain/plan-route"
import { formatAddress } from "../domain/postal-address"
import { serializeJsonLd } from "../domain/structured-data"
import { telUri } from "../domain/tel-uri"
import { mapImage } from "../drupal/mappers/image"
import { mapLocation, mapLocations, type LocationView } from "../drupal/mappers/location"
import { LocationCard } from "../features/location-finder/components/LocationCard"
import { MapPanel } from "../features/location-finder/map/MapPanel"
import type { MapMarker } from "../features/location-finder/map/map-types"
import type { PageContext } from "./page-context"
import "../features/location-finder/location-finder.css"

export const query = graphql`
  query LocationPage($id: String!, $language: String!, $namespaces: [String], $nearestLocationIds: [String!]!) {
    ...PageStrings
    node: nodeLocation(id: { eq: $id }) {
      ...PageBase
      field_phone
      field_email
      field_services
      field_country_code
      field_address {
        address_line1
        address_line2
        postal_code
        locality
        country_code
      }
      field_geolocation {
        lat
        lng
      }
      field_opening_hours {
        processed
      }
      relationships {
        field_image {
          ...MediaHero
        }
        field_components {
          ...Blocks
        }
      }
      nearest_locations(ids: $nearestLocationIds) {
        ...LocationCard
      }
    }
  }
`

type Props = PageProps<Queries.LocationPageQuery, PageContext>
type LocationNode = NonNullable<Queries.LocationPageQuery["node"]>

/** The location as the finder's view model (its hero image stays with the page header). */
function locationOf(node: LocationNode): LocationView {
  return mapLocation({ ...node, relationships: { field_image: null } })
}

function markerOf(location: LocationView): MapMarker[] {
  if (!location.position) return []
  return [
    {
      id: location.id,
      title: location.title,
      position: location.position,
      path: location.path,
      address: location.address ? formatAddress(location.address) : "",
    },
  ]
}

/**
 * A location (spec: location page). What a visitor comes for is first, on a phone within the first
 * screen: address, tap-to-call phone, opening hours and directions (a maps link that needs no key).
 * The page header is the title alone; the description, e-mail and services follow. On a wide
 * screen the location's image and the map (on request) stand beside them, and the 3 nearest other
 * locations follow; LocalBusiness structured data in Head.
 */
export default function LocationTemplate({ data, pageContext }: Props) {
  // One t per namespace: i18next looks a key up in the first namespace of a list only, and which
  // namespace is the page's default (with the others as its fallbacks) follows the page data.
  const { t } = useTranslation("finder")
  const { t: common } = useTranslation("common")
  const { node } = data
  const locale = pageContext.language
  const location = node ? locationOf(node) : null
  const nearest = mapLocations(node?.nearest_locations)
  const address = location?.address
  const services = (node?.field_services ?? []).filter(Boolean)
  const routeUrl = location ? planRouteUrl(location, locale) : null
  const image = mapImage(node?.relationships?.field_image)
  const labels = { call: String(t("call")), route: String(t("directions")) }
  return (
    <NodePage pageContext={pageContext} data={data} heroless>
      {location && (
        <div className="container location-page">
          <div className="location-page__essentials">
            {address && (
              <address className="location-page__address">
                {address.lines.map((line) => (
                  <span key={line}>{line}</span>
                ))}
                <span>{[address.postalCode, address.locality].filter(Boolean).join(" ")}</span>
              </address>
            )}
            <p className="location-page__actions">
              {location.phone && (
                <a href={telUri(location.phone)} className="button location-page__call">
                  <span className="visually-hidden">{common("phone")}: </span>
                  {location.phone}
                </a>
              )}
              {routeUrl && (
                <a href={routeUrl} className="button location-page__directions" target="_blank" rel="noopener noreferrer">
                  {t("plan_route")}
                  <span className="visually-hidden"> {t("opens_in_new_tab")}</span>
                </a>
              )}
            </p>
            {node?.field_opening_hours?.processed && (
              <section className="location-page__hours" aria-labelledby="opening-hours">
                <h2 id="opening-hours">{common("opening_hours")}</h2>
                <RichText html={node.field_opening_hours.processed} />
              </section>
            )}
            <RichText html={node?.field_description?.processed} className="location-page__description" />
            <dl className="facts">
              {node?.field_email && (
                <>
                  <dt>{common("email")}</dt>
                  <dd>
                    <a href={`mailto:${node.field_email}`}>{node.field_email}</a>
                  </dd>
                </>
              )}
              {services.length > 0 && (
                <>
                  <dt>{common("services")}</dt>
                  <dd>{services.join(", ")}</dd>
                </>
              )}
            </dl>
          </div>
          <div className="location-page__media">
            {image && <Image image={image} className="location-page__image" />}
            <MapPanel
              locale={locale}
              showMapLabel={String(t("show_map"))}
              markers={[location, ...nearest].flatMap(markerOf)}
              origin={location.position}
              radiusKm={null}
              selectedId={location.id}
            />
          </div>
          {nearest.length > 0 && (
            <section className="location-page__nearest" aria-labelledby="nearest-locations">
              <h2 id="nearest-locations">{t("nearest_locations")}</h2>
              <ul className="location-list">
                {nearest.map((other) => (
                  <li key={other.id}>
                    <LocationCard
                      location={other}
                      distanceKm={location.position && other.position ? distanceKm(location.position, other.position) : null}
                      locale={locale}
                      labels={labels}
                    />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
      <Blocks blocks={node?.relationships?.field_components} locale={locale} />
    </NodePage>
  )
}

export function Head({ data, pageContext }: HeadProps<Queries.LocationPageQuery, PageContext>) {
  const siteUrl = useSiteUrl()
  const { node, settings } = data
  const location = node ? locationOf(node) : null
  const hero = mapImage(node?.relationships?.field_image)
  const structuredData =
    location &&
    localBusinessJsonLd({
      name: location.title,
      url: `${siteUrl}${pageContext.i18n.path}`,
      image: hero?.src ? `${siteUrl}${hero.src}` : null,
      telephone: location.phone,
      email: node?.field_email ?? null,
      address: location.address,
      position: location.position,
      brand: settings?.field_brand_name ?? "",
    })
  return (
    <>
      <NodePageHead pageContext={pageContext} data={data} />
      {structuredData && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(structuredData) }} />}
    </>
  )
}
