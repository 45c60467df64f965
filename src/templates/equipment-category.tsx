import { graphql, type HeadProps, type PageProps } from "gatsby"
import { useTranslation } from "react-i18next"
import { Blocks } from "../blocks/Blocks"
import { NodePage, NodePageHead } from "../components/layout/NodePage"
import { ArticleLinks } from "../components/ui/ArticleLinks"
import { RichText } from "../components/ui/RichText"
import { mapImage } from "../drupal/mappers/image"
import type { PageContext } from "./page-context"

export const query = graphql`
  query EquipmentCategoryPage($id: String!, $language: String!, $namespaces: [String]) {
    ...PageStrings
    node: nodeEquipmentCategory(id: { eq: $id }) {
      ...PageBase
      body {
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
    equipment: allNodeEquipment(
      filter: { langcode: { eq: $language }, status: { eq: true }, relationships: { field_equipment_category: { id: { eq: $id } } } }
      sort: { title: ASC }
    ) {
      nodes {
        id
        title
        langcode
        path {
          alias
        }
      }
    }
  }
`

type Props = PageProps<Queries.EquipmentCategoryPageQuery, PageContext>

export default function EquipmentCategoryTemplate({ data, pageContext }: Props) {
  const { t } = useTranslation()
  const { node } = data
  return (
    <NodePage locale={pageContext.language} settings={data.settings} node={node} hero={mapImage(node?.relationships?.field_image)}>
      <RichText html={node?.body?.processed} className="container" />
      <ArticleLinks heading={t("equipment_in_category")} articles={data.equipment.nodes} />
      <Blocks blocks={node?.relationships?.field_components} locale={pageContext.language} />
    </NodePage>
  )
}

export function Head({ data, pageContext }: HeadProps<Queries.EquipmentCategoryPageQuery, PageContext>) {
  return <NodePageHead locale={pageContext.language} path={pageContext.i18n.path} node={data.node} settings={data.settings} />
}
