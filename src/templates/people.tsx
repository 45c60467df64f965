import { graphql, type HeadProps, type PageProps } from "gatsby"
import { useTranslation } from "react-i18next"
import { Blocks } from "../blocks/Blocks"
import { NodeCardsBlock } from "../blocks/shared/NodeCardsBlock"
import { useBlockText } from "../blocks/shared/use-block-text"
import { NodePage, NodePageHead } from "./shared/NodePage"
import { Image } from "../components/ui/Image"
import { RichText } from "../components/ui/RichText"
import { mapPersonCards } from "../drupal/mappers/card"
import { sectionBase } from "../drupal/mappers/component"
import { mapImage } from "../drupal/mappers/image"
import "../features/people/person.css"
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
      colleagues {
        ...PersonCard
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

/** A person: portrait, job, team and contact details, their text and blocks, then their colleagues of the same team. */
export default function PersonTemplate({ data, pageContext }: Props) {
  const { t } = useTranslation()
  const text = useBlockText()
  const { node } = data
  const locale = pageContext.language
  const portrait = mapImage(node?.relationships?.field_image)
  const colleagues = mapPersonCards(node?.colleagues)
  const team = node?.relationships?.field_people_category?.name
  return (
    <NodePage pageContext={pageContext} data={data}>
      <div className="container person">
        {portrait && <Image image={portrait} className="person__portrait" eager />}
        <div>
          <dl className="facts">
            {node?.field_job_title && (
              <>
                <dt>{t("job_title")}</dt>
                <dd>{node.field_job_title}</dd>
              </>
            )}
            {team && (
              <>
                <dt>{t("category")}</dt>
                <dd>{team}</dd>
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
                  <a href={node.field_linkedin.url} rel="noopener noreferrer">
                    {node.title}
                  </a>
                </dd>
              </>
            )}
          </dl>
          <RichText html={node?.body?.processed} />
        </div>
      </div>
      <Blocks blocks={node?.relationships?.field_components} locale={locale} />
      {node && colleagues.length > 0 && (
        <NodeCardsBlock
          type="people"
          view={{
            base: sectionBase(`colleagues-${node.id}`, team ? `${text("colleagues")}: ${team}` : text("colleagues")),
            cards: colleagues,
          }}
          locale={locale}
          defaultAspectRatio="1 / 1"
        />
      )}
    </NodePage>
  )
}

export function Head({ data, pageContext }: HeadProps<Queries.PersonPageQuery, PageContext>) {
  return <NodePageHead pageContext={pageContext} data={data} />
}
