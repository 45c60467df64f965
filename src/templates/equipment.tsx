import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { useTranslation } from "react-i18next"
import { Blocks } from "../blocks/Blocks"
import { NodePage, NodePageHead } from "./shared/NodePage"
import { RichText } from "../components/ui/RichText"
import { pagePath } from "../domain/routing"
import { mapImage } from "../drupal/mappers/image"
import type { PageContext } from "./page-context"

export const query = graphql`
  query EquipmentPage($id: String!, $language: String!, $namespaces: [String]) {
    ...PageStrings
    node: nodeEquipment(id: { eq: $id }) {
      ...PageBase
      body {
        processed
      }
      field_specifications {
        key
        value
      }
      relationships {
        field_image {
          ...MediaHero
        }
        field_equipment_category {
          title
          langcode
          path {
            alias
          }
        }
        field_components {
          ...Blocks
        }
      }
    }
  }
`

type Props = PageProps<Queries.EquipmentPageQuery, PageContext>

export default function EquipmentTemplate({ data, pageContext }: Props) {
  const { t } = useTranslation()
  const { node } = data
  const category = node?.relationships?.field_equipment_category
  const categoryPath = category?.langcode ? pagePath(category.langcode, category.path?.alias, false) : null
  const specifications = (node?.field_specifications ?? []).filter((item) => item?.key)
  return (
    <NodePage pageContext={pageContext} data={data} hero={mapImage(node?.relationships?.field_image)}>
      <div className="container">
        {category && categoryPath && (
          <p>
            {t("category")}: <Link to={categoryPath}>{category.title}</Link>
          </p>
        )}
        <RichText html={node?.body?.processed} />
        {specifications.length > 0 && (
          <>
            <h2>{t("specifications")}</h2>
            <dl className="facts">
              {specifications.map((item) => (
                <div key={item?.key} style={{ display: "contents" }}>
                  <dt>{item?.key}</dt>
                  <dd>{item?.value}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </div>
      <Blocks blocks={node?.relationships?.field_components} locale={pageContext.language} />
    </NodePage>
  )
}

export function Head({ data, pageContext }: HeadProps<Queries.EquipmentPageQuery, PageContext>) {
  return <NodePageHead pageContext={pageContext} data={data} />
}
