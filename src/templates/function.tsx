import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Blocks } from "../blocks/Blocks"
import { NodePage, NodePageHead } from "./shared/NodePage"
import { RichText } from "../components/ui/RichText"
import { mapImage } from "../drupal/mappers/image"
import type { PageContext } from "./page-context"

export const query = graphql`
  query FunctionPage($id: String!, $language: String!, $namespaces: [String]) {
    ...PageStrings
    node: nodeFunction(id: { eq: $id }) {
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
  }
`

type Props = PageProps<Queries.FunctionPageQuery, PageContext>

export default function FunctionTemplate({ data, pageContext }: Props) {
  const { node } = data
  return (
    <NodePage pageContext={pageContext} data={data} hero={mapImage(node?.relationships?.field_image)}>
      <RichText html={node?.body?.processed} className="container" />
      <Blocks blocks={node?.relationships?.field_components} locale={pageContext.language} />
    </NodePage>
  )
}

export function Head({ data, pageContext }: HeadProps<Queries.FunctionPageQuery, PageContext>) {
  return <NodePageHead pageContext={pageContext} data={data} />
}
