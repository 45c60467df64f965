import { graphql, navigate } from "gatsby"
import { useId, type FormEvent } from "react"
import { Image } from "../../components/ui/Image"
import { cityRedirectUrl } from "../../domain/finder-query"
import type { LocationBlockView } from "../../drupal/mappers/blocks/location"
import { BlockTitle, blockTitleId } from "../shared/BlockSection"
import { classNames } from "../shared/class-names"
import type { BlockProps } from "../types"
import "../../features/location-finder/location-finder.css"

export const fragment = graphql`
  fragment LocationBlock on paragraph__location {
    relationships {
      field_image {
        ...MediaCard
      }
    }
  }
`

/**
 * The component-location block (spec: component-location block): a map image, a city field and
 * a submit that goes to the action's URL with ?city={lowercased, trimmed, encoded}; an empty city
 * is left out. Without script the form still sends ?city= to the same page.
 *
 * The field is uncontrolled: the submit reads what it holds, so a city typed before the block's
 * code arrived (React keeps a hydrated field's value but not in state) is still sent.
 */
export function LocationBlock({ view }: BlockProps<LocationBlockView>) {
  const inputId = useId()
  const { base } = view
  const titleId = blockTitleId(base.id)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const city = new FormData(event.currentTarget).get("city")
    void navigate(cityRedirectUrl(view.url, typeof city === "string" ? city : ""))
  }

  return (
    <section
      className={classNames("block", "block--location", base.border && "block--border")}
      aria-labelledby={base.title ? titleId : undefined}
    >
      <div className={classNames("container", "location-block", base.limited && "container--limited")}>
        {view.image && <Image image={view.image} className="location-block__image" />}
        <div className="location-block__body">
          {base.title && <BlockTitle id={titleId} title={base.title} accent={base.titleAccent} />}
          <form className="location-block__form" action={view.url} method="get" onSubmit={onSubmit}>
            <label htmlFor={inputId} className="visually-hidden">
              {view.label}
            </label>
            <input
              id={inputId}
              name="city"
              type="text"
              autoComplete="address-level2"
              maxLength={100}
              placeholder={view.placeholder ?? undefined}
            />
            <button type="submit" className="button">
              {view.submit}
            </button>
          </form>
        </div>
      </div>
    </section>
  )
}
