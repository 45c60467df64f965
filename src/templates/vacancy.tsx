import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { useTranslation } from "react-i18next"
import { useSiteUrl } from "../components/head/useSiteUrl"
import { NodePage, NodePageHead } from "./shared/NodePage"
import { FormattedDate } from "../components/ui/FormattedDate"
import { RichText } from "../components/ui/RichText"
import { jobPosting } from "../domain/careers/job-posting"
import { localeHomePath, pagePath } from "../domain/routing"
import { mapSiteSettings } from "../drupal/mappers/site-settings"
import { mapVacancyPage, type VacancyView } from "../drupal/mappers/vacancy"
import "../features/careers/careers.css"
import type { PageContext } from "./page-context"

export const query = graphql`
  query VacancyPage($id: String!, $language: String!, $namespaces: [String]) {
    ...PageStrings
    node: nodeVacancy(id: { eq: $id }) {
      ...PageBase
      field_job_type
      field_job_location
      field_job_country
      field_job_country_code
      field_requisition_id
      field_employment_type
      field_posted_date
      field_external_link {
        url
        title
        external
      }
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

function vacancyView(data: Queries.VacancyPageQuery, locale: string): VacancyView | null {
  if (!data.node) return null
  return mapVacancyPage(data.node, pagePath(locale, data.applyForm.nodes[0]?.path?.alias, false))
}

function ApplyButton({ apply }: { apply: VacancyView["apply"] }) {
  const { t } = useTranslation("careers")
  if (!apply) return null
  const label = apply.label ?? t("apply")
  return (
    <p className="vacancy__apply">
      {apply.external ? (
        <a className="button" href={apply.url} rel="noopener noreferrer">
          {label}
          <span className="visually-hidden"> ({t("external_link")})</span>
        </a>
      ) : (
        <Link className="button" to={apply.url}>
          {label}
        </Link>
      )}
    </p>
  )
}

/** A vacancy: its facts, the body between two apply buttons. */
export default function VacancyTemplate({ data, pageContext }: Props) {
  const { t } = useTranslation("careers")
  const locale = pageContext.language
  const vacancy = vacancyView(data, locale)
  return (
    <NodePage pageContext={pageContext} data={data}>
      {vacancy && (
        <div className="container vacancy">
          <dl className="vacancy__facts">
            {vacancy.jobType && (
              <>
                <dt>{t("job_type")}</dt>
                <dd>{vacancy.jobType}</dd>
              </>
            )}
            {vacancy.locations.length > 0 && (
              <>
                <dt>{t(vacancy.locations.length > 1 ? "job_locations" : "job_location")}</dt>
                <dd>
                  {vacancy.locations.length > 1 ? (
                    <ul>
                      {vacancy.locations.map((location) => (
                        <li key={location}>{location}</li>
                      ))}
                    </ul>
                  ) : (
                    vacancy.locations[0]
                  )}
                </dd>
              </>
            )}
            {vacancy.country && (
              <>
                <dt>{t("group_jobCountry")}</dt>
                <dd>{vacancy.country}</dd>
              </>
            )}
            {vacancy.postedDate && (
              <>
                <dt>{t("posted_date")}</dt>
                <dd>
                  <FormattedDate date={vacancy.postedDate} locale={locale} />
                </dd>
              </>
            )}
          </dl>
          <ApplyButton apply={vacancy.apply} />
          <RichText html={vacancy.bodyHtml} />
          <ApplyButton apply={vacancy.apply} />
        </div>
      )}
    </NodePage>
  )
}

export function Head({ data, pageContext }: HeadProps<Queries.VacancyPageQuery, PageContext>) {
  const siteUrl = useSiteUrl()
  const locale = pageContext.language
  const vacancy = vacancyView(data, locale)
  const site = mapSiteSettings(data.settings, locale)
  const structuredData = vacancy
    ? [
        jobPosting({
          title: vacancy.title,
          descriptionHtml: vacancy.bodyHtml ?? vacancy.title,
          postedDate: vacancy.postedDate,
          employmentType: vacancy.employmentType,
          locations: vacancy.locations,
          countryCode: vacancy.countryCode,
          requisitionId: vacancy.requisitionId,
          organization: {
            name: site.company.name,
            url: `${siteUrl}${localeHomePath(locale)}`,
            logo: site.logo?.src ? (/^https?:/.test(site.logo.src) ? site.logo.src : `${siteUrl}${site.logo.src}`) : null,
          },
          url: `${siteUrl}${pageContext.i18n.path}`,
        }),
      ]
    : []
  return <NodePageHead pageContext={pageContext} data={data} structuredData={structuredData} />
}
