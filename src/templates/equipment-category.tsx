import { graphql, type HeadProps, type PageProps } from "gatsby"
import { useTranslation } from "react-i18next"
import { Blocks } from "../blocks/Blocks"
import { NodeCardsBlock } from "../blocks/shared/NodeCardsBlock"
import { NodePage, NodePageHead } from "./shared/NodePage"
import { RichText } from "../components/ui/RichText"
import { mapEquipmentCards } from "../drupal/mappers/card"
import { sectionBase } from "../drupal/mappers/component"
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
        ...EquipmentCard
      }
    }
  }
`

type Props = PageProps<Queries.EquipmentCategoryPageQuery, PageContext>

/** An equipment category: its text, the equipment in it as cards, then its blocks. */
export default function EquipmentCategoryTemplate({ data, pageContext }: Props) {
  const { t } = useTranslation()
  const { node } = data
  const locale = pageContext.language
  const equipment = mapEquipmentCards(data.equipment.nodes)
  return (
    <NodePage pageContext={pageContext} data={data} hero={mapImage(node?.relationships?.field_image)}>
      <RichText html={node?.body?.processed} className="container" />
      {node && equipment.length > 0 && (
        <NodeCardsBlock
          type="equipment"
          view={{ base: sectionBase(`equipment-${node.id}`, t("equipment_in_category")), cards: equipment }}
          locale={locale}
        />
      )}
      <Blocks blocks={node?.relationships?.field_components} locale={locale} />
    </NodePage>
  )
}

export function Head({ data, pageContext }: HeadProps<Queries.EquipmentCategoryPageQuery, PageContext>) {
  return <NodePageHead pageContext={pageContext} data={data} />
}
