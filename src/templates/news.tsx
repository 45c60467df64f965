import { graphql, type HeadProps, type PageProps } from "gatsby"
import { useTranslation } from "react-i18next"
import { Blocks } from "../blocks/Blocks"
import { NodePage, NodePageHead } from "../components/layout/NodePage"
import { ArticleLinks } from "../components/ui/ArticleLinks"
import { FormattedDate } from "../components/ui/FormattedDate"
import { RichText } from "../components/ui/RichText"
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
          name
        }
        field_related {
          id
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

type Props = PageProps<Queries.NewsPageQuery, PageContext>

export default function NewsTemplate({ data, pageContext }: Props) {
  const { t } = useTranslation()
  const { node } = data
  const locale = pageContext.language
  return (
    <NodePage locale={locale} settings={data.settings} node={node} hero={mapImage(node?.relationships?.field_image)}>
      <div className="container">
        <dl className="facts">
          <dt>{t("posted_on")}</dt>
          <dd>
            <FormattedDate date={node?.field_posted_date} locale={locale} />
          </dd>
          {node?.relationships?.field_category?.name && (
            <>
              <dt>{t("category")}</dt>
              <dd>{node.relationships.field_category.name}</dd>
            </>
          )}
        </dl>
        <RichText html={node?.body?.processed} />
      </div>
      <Blocks blocks={node?.relationships?.field_components} locale={locale} />
      <ArticleLinks heading={t("related_articles")} articles={node?.relationships?.field_related} />
    </NodePage>
  )
}

export function Head({ data, pageContext }: HeadProps<Queries.NewsPageQuery, PageContext>) {
  return <NodePageHead locale={pageContext.language} path={pageContext.i18n.path} node={data.node} settings={data.settings} />
}
