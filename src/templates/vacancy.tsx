import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { useTranslation } from "react-i18next"
import { NodePage, NodePageHead } from "../components/layout/NodePage"
import { FormattedDate } from "../components/ui/FormattedDate"
import { RichText } from "../components/ui/RichText"
import { pagePath } from "../domain/routing"
import { splitLocations } from "../domain/vacancy"
import type { PageContext } from "./page-context"

export const query = graphql`
  query VacancyPage($id: String!, $language: String!, $namespaces: [String]) {
    ...PageStrings
    node: nodeVacancy(id: { eq: $id }) {
      ...PageBase
      field_job_type
      field_job_location
      field_job_country
      field_requisition_id
      field_posted_date
      body {
        processed
      }
    }
    applyForm: allNodeForm(filter: { field_form: { eq: "job_application_vacancy" }, langcode: { eq: $language } }, limit: 1) {
      nodes {
        path {
          alias
        }
      }
    }
  }
`

type Props = PageProps<Queries.VacancyPageQuery, PageContext>

export default function VacancyTemplate({ data, pageContext }: Props) {
  const { t } = useTranslation()
  const { node } = data
  const locale = pageContext.language
  const formPath = pagePath(locale, data.applyForm.nodes[0]?.path?.alias, false)
  const applyUrl =
    formPath && node?.field_requisition_id ? `${formPath}?jobRequisitionId=${encodeURIComponent(node.field_requisition_id)}` : null
  const locations = splitLocations(node?.field_job_location)
  const apply = applyUrl && (
    <p>
      <Link className="button" to={applyUrl}>
        {t("apply")}
      </Link>
    </p>
  )
  return (
    <NodePage pageContext={pageContext} data={data}>
      <div className="container">
        <dl className="facts">
          <dt>{t("job_type")}</dt>
          <dd>{node?.field_job_type}</dd>
          <dt>{t("job_location")}</dt>
          <dd>
            {locations.length > 1 ? (
              <ul>
                {locations.map((location) => (
                  <li key={location}>{location}</li>
                ))}
              </ul>
            ) : (
              locations[0]
            )}
          </dd>
          <dt>{t("posted_on")}</dt>
          <dd>
            <FormattedDate date={node?.field_posted_date} locale={locale} />
          </dd>
        </dl>
        {apply}
        <RichText html={node?.body?.processed} />
        {apply}
      </div>
    </NodePage>
  )
}

export function Head({ data, pageContext }: HeadProps<Queries.VacancyPageQuery, PageContext>) {
  return <NodePageHead pageContext={pageContext} data={data} />
}
