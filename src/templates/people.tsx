import { graphql, type HeadProps, type PageProps } from "gatsby"
import { useTranslation } from "react-i18next"
import { Blocks } from "../blocks/Blocks"
import { NodePage, NodePageHead } from "../components/layout/NodePage"
import { Image } from "../components/ui/Image"
import { RichText } from "../components/ui/RichText"
import { mapImage } from "../drupal/mappers/image"
import type { PageContext } from "./page-context"

export const query = graphql`
  query PersonPage($id: String!, $language: String!, $namespaces: [String]) {
    ...PageStrings
    node: nodePeople(id: { eq: $id }) {
      ...PageBase
      field_job_title
      field_email
      field_phone
      field_linkedin {
        url
      }
      body {
        processed
      }
      relationships {
        field_image {
          ...MediaPortrait
        }
        field_people_category {
          name
        }
        field_components {
          ...Blocks
        }
      }
    }
  }
`

type Props = PageProps<Queries.PersonPageQuery, PageContext>

export default function PersonTemplate({ data, pageContext }: Props) {
  const { t } = useTranslation()
  const { node } = data
  const portrait = mapImage(node?.relationships?.field_image)
  return (
    <NodePage locale={pageContext.language} settings={data.settings} node={node}>
      <div className="container">
        {portrait && <Image image={portrait} eager />}
        <dl className="facts">
          {node?.field_job_title && (
            <>
              <dt>{t("job_title")}</dt>
              <dd>{node.field_job_title}</dd>
            </>
          )}
          {node?.relationships?.field_people_category?.name && (
            <>
              <dt>{t("category")}</dt>
              <dd>{node.relationships.field_people_category.name}</dd>
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
          {node?.field_phone && (
            <>
              <dt>{t("phone")}</dt>
              <dd>
                <a href={`tel:${node.field_phone.replace(/[^+\d]/g, "")}`}>{node.field_phone}</a>
              </dd>
            </>
          )}
          {node?.field_linkedin?.url && (
            <>
              <dt>LinkedIn</dt>
              <dd>
                <a href={node.field_linkedin.url}>{node.title}</a>
              </dd>
            </>
          )}
        </dl>
        <RichText html={node?.body?.processed} />
      </div>
      <Blocks blocks={node?.relationships?.field_components} locale={pageContext.language} />
    </NodePage>
  )
}

export function Head({ data, pageContext }: HeadProps<Queries.PersonPageQuery, PageContext>) {
  return <NodePageHead locale={pageContext.language} path={pageContext.i18n.path} node={data.node} settings={data.settings} />
}
