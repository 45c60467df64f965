import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Blocks } from "../blocks/Blocks"
import { NodePage, NodePageHead } from "./shared/NodePage"
import { mapImage } from "../drupal/mappers/image"
import type { PageContext } from "./page-context"

export const query = graphql`
  query RoutePage($id: String!, $language: String!, $namespaces: [String]) {
    ...PageStrings
    node: nodeRoute(id: { eq: $id }) {
      ...PageBase
      field_listing
      relationships {
        field_hero_image {
          ...MediaHero
        }
        field_components {
          ...Blocks
        }
      }
    }
  }
`

type Props = PageProps<Queries.RoutePageQuery, PageContext>

/** Landing pages built from blocks; the careers listing and site search attach here in their issues. */
export default function RouteTemplate({ data, pageContext }: Props) {
  const { node } = data
  return (
    <NodePage pageContext={pageContext} data={data} hero={mapImage(node?.relationships?.field_hero_image)}>
      <Blocks blocks={node?.relationships?.field_components} locale={pageContext.language} />
    </NodePage>
  )
}

export function Head({ data, pageContext }: HeadProps<Queries.RoutePageQuery, PageContext>) {
  return <NodePageHead pageContext={pageContext} data={data} />
}
