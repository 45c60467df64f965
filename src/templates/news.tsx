import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Blocks } from "../blocks/Blocks"
import { ArticleBody } from "../features/articles/ArticleBody"
import { NodePage, NodePageHead } from "./shared/NodePage"
import { mapArticle } from "../drupal/mappers/article"
import { mapImage } from "../drupal/mappers/image"
import type { PageContext } from "./page-context"

export const query = graphql`
  query NewsPage($id: String!, $language: String!, $namespaces: [String]) {
    ...PageStrings
    node: nodeNews(id: { eq: $id }) {
      ...PageBase
      field_posted_date
      body {
        processed
      }
      relationships {
        field_image {
          ...MediaHero
        }
        field_category {
          drupal_internal__tid
          name
        }
        field_parent {
          langcode
          path {
            alias
          }
        }
        field_related {
          ... on node__knowledge {
            ...KnowledgeCard
          }
          ... on node__news {
            ...NewsCard
          }
        }
        field_components {
          ...Blocks
        }
      }
    }
  }
`

type Props = PageProps<Queries.NewsPageQuery, PageContext>

/** A news article: date, category, body, blocks and related articles. */
export default function NewsTemplate({ data, pageContext }: Props) {
  const { node } = data
  const locale = pageContext.language
  return (
    <NodePage pageContext={pageContext} data={data} hero={mapImage(node?.relationships?.field_image)}>
      {node && (
        <ArticleBody article={mapArticle(node, { filterableCategory: false })} locale={locale}>
          <Blocks blocks={node.relationships?.field_components} locale={locale} />
        </ArticleBody>
      )}
    </NodePage>
  )
}

export function Head({ data, pageContext }: HeadProps<Queries.NewsPageQuery, PageContext>) {
  return <NodePageHead pageContext={pageContext} data={data} />
}
