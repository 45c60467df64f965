import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Blocks } from "../blocks/Blocks"
import { HomepageHeader } from "../components/layout/HomepageHeader"
import { NodePage, NodePageHead } from "./shared/NodePage"
import { mapHomepageHeader } from "../drupal/mappers/homepage"
import { mapPageIntro } from "../drupal/mappers/page-intro"
import type { PageContext } from "./page-context"

export const query = graphql`
  query HomePage($id: String!, $language: String!, $namespaces: [String], $introBlockId: String!) {
    ...PageStrings
    node: nodeRoute(id: { eq: $id }) {
      ...PageBase
      relationships {
        field_components {
          ...Blocks
        }
      }
    }
    intro: blockContentIntro(drupal_id: { eq: $introBlockId }, langcode: { eq: $language }) {
      ...HomepageIntro
    }
    cover: configPagesSiteSettings(langcode: { eq: $language }) {
      ...HomepageCover
    }
  }
`

type HomeContext = PageContext & { introBlockId: string }

/** Each locale's home at /{locale}/: the homepage header (intro block, cover image or video), then its blocks. */
export default function HomeTemplate({ data, pageContext }: PageProps<Queries.HomePageQuery, HomeContext>) {
  const { node } = data
  const page = node ? mapPageIntro(node) : { title: "", descriptionHtml: null }
  return (
    <NodePage pageContext={pageContext} data={data} header={<HomepageHeader header={mapHomepageHeader(data.intro, data.cover, page)} />}>
      <Blocks blocks={node?.relationships?.field_components} locale={pageContext.language} />
    </NodePage>
  )
}

export function Head({ data, pageContext }: HeadProps<Queries.HomePageQuery, HomeContext>) {
  return <NodePageHead pageContext={pageContext} data={data} />
}
