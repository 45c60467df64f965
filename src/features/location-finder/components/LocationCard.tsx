import { Link } from "gatsby"
import { memo } from "react"
import { useTranslation } from "react-i18next"
import { Image } from "../../../components/ui/Image"
import { getLocale } from "../../../config/locales"
import { formatDistanceKm } from "../../../domain/location-search"
import { planRouteUrl } from "../../../domain/plan-route"
import type { PostalAddress } from "../../../domain/postal-address"
import type { LocationView } from "../../../drupal/mappers/location"
import { PhoneReveal } from "./PhoneReveal"

export interface CardLabels {
  call: string
  route: string
}

interface LocationCardProps {
  location: LocationView
  distanceKm: number | null
  locale: string
  labels: CardLabels
  headingLevel?: 2 | 3 | 4
  selected?: boolean
}

/** A map pin: the placeholder of a location without an image. */
function PinIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="48"
      height="48"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinejoin="round"
      focusable="false"
    >
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  )
}

/**
 * The address as lines of one text (the card shows them with white-space: pre-line): a list of
 * cards holds over a hundred, and elements for each line would only add to the page's DOM.
 */
function addressLines(address: PostalAddress): string {
  const place = [address.postalCode, address.locality].filter(Boolean).join(" ")
  return [...address.lines, place].filter(Boolean).join("\n")
}

/**
 * A location in a list (spec: each card): title linking to its page, image, address, phone,
 * distance. Memoised: a search renders again only the cards whose distance, heading or selection
 * changed (the finder lists over a hundred).
 */
export const LocationCard = memo(function LocationCard({
  location,
  distanceKm,
  locale,
  labels,
  headingLevel = 3,
  selected = false,
}: LocationCardProps) {
  const { t } = useTranslation("finder")
  const Heading = `h${headingLevel}` as const
  const routeUrl = planRouteUrl(location, locale)
  const { address } = location
  return (
    <article className={`location-card${selected ? " location-card--selected" : ""}`}>
      {location.image ? (
        <Image image={location.image} className="location-card__image" />
      ) : (
        <div className="location-card__placeholder" aria-hidden="true">
          <PinIcon />
        </div>
      )}
      <div className="location-card__body">
        <Heading className="location-card__title">
          {location.path ? <Link to={location.path}>{location.title}</Link> : location.title}
        </Heading>
        {selected && <p className="location-card__selected">{t("selected_on_map")}</p>}
        {distanceKm !== null && (
          <p className="location-card__distance">
            {t("distance_away", { distance: formatDistanceKm(distanceKm, getLocale(locale).hreflang) })}
          </p>
        )}
        {address && <address className="location-card__address">{addressLines(address)}</address>}
        <div className="location-card__actions">
          {location.phone && <PhoneReveal phone={location.phone} label={labels.call} name={location.title} />}
          {routeUrl && (
            <a href={routeUrl} className="location-card__route" target="_blank" rel="noopener noreferrer">
              {labels.route}
              <span className="visually-hidden">{` ${location.title} ${t("opens_in_new_tab")}`}</span>
            </a>
          )}
        </div>
      </div>
    </article>
  )
})
