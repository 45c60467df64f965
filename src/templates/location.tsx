import { graphql, type HeadProps, type PageProps } from "gatsby"
import { useTranslation } from "react-i18next"
import { Blocks } from "../blocks/Blocks"
import { NodePage, NodePageHead } from "../components/layout/NodePage"
import { RichText } from "../components/ui/RichText"
import { mapImage } from "../drupal/mappers/image"
import type { PageContext } from "./page-context"

export const query = graphql`
  query LocationPage($id: String!, $language: String!, $namespaces: [String]) {
    ...PageStrings
    node: nodeLocation(id: { eq: $id }) {
      ...PageBase
      field_phone
      field_email
      field_services
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
    }
  }
`

type Props = PageProps<Queries.LocationPageQuery, PageContext>

/** A branch: address, contact and opening information. The map and nearest branches come with the finder. */
export default function LocationTemplate({ data, pageContext }: Props) {
  const { t } = useTranslation()
  const { node } = data
  const address = node?.field_address
  const services = (node?.field_services ?? []).filter(Boolean)
  return (
    <NodePage pageContext={pageContext} data={data} hero={mapImage(node?.relationships?.field_image)}>
      <div className="container">
        <dl className="facts">
          {address && (
            <>
              <dt>{t("address")}</dt>
              <dd>
                <address>
                  {[address.address_line1, address.address_line2].filter(Boolean).join(", ")}
                  <br />
                  {[address.postal_code, address.locality].filter(Boolean).join(" ")}
                </address>
              </dd>
            </>
          )}
          {node?.field_phone && (
            <>
              <dt>{t("phone")}</dt>
              <dd>
                <a href={`tel:${node.field_phone.replace(/[^+\d]/g, "")}`}>{node.field_phone}</a>
              </dd>
            </>
          )}
          {node?.field_email && (
            <>
              <dt>{t("email")}</dt>
              <dd>
                <a href={`mailto:${node.field_email}`}>{node.field_email}</a>
              </dd>
            </>
          )}
          {services.length > 0 && (
            <>
              <dt>{t("services")}</dt>
              <dd>{services.join(", ")}</dd>
            </>
          )}
        </dl>
        {node?.field_opening_hours?.processed && (
          <>
            <h2>{t("opening_hours")}</h2>
            <RichText html={node.field_opening_hours.processed} />
          </>
        )}
      </div>
      <Blocks blocks={node?.relationships?.field_components} locale={pageContext.language} />
    </NodePage>
  )
}

export function Head({ data, pageContext }: HeadProps<Queries.LocationPageQuery, PageContext>) {
  return <NodePageHead pageContext={pageContext} data={data} />
}
