import { graphql } from "gatsby"

/** A vacancy as the careers listing shows it (the spec's Careers card). */
export const vacancyFragments = graphql`
  fragment VacancyCard on node__vacancy {
    id
    title
    path {
      alias
    }
    field_job_country
    field_job_family_group
    field_job_location
    field_posted_date
    field_external_link {
      url
      external
    }
  }
`
