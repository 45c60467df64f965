import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Blocks } from "../blocks/Blocks"
import { NodePage, NodePageHead } from "./shared/NodePage"
import { mapImage } from "../drupal/mappers/image"
import { mapVacancyCards } from "../drupal/mappers/vacancy"
import { CareersListing } from "../features/careers/CareersListing"
import type { PageContext } from "./page-context"

export const query = graphql`
  query CareersPage($id: String!, $language: String!, $namespaces: [String]) {
    ...PageStrings
    node: nodeRoute(id: { eq: $id }) {
      ...PageBase
      relationships {
        field_hero_image {
          ...MediaHero
        }
        field_components {
          ...Blocks
        }
      }
    }
    vacancies: allNodeVacancy(
      filter: { langcode: { eq: $language }, status: { ne: false } }
      sort: [{ field_posted_date: DESC }, { title: ASC }]
    ) {
      nodes {
        ...VacancyCard
      }
    }
  }
`

type Props = PageProps<Queries.CareersPageQuery, PageContext>

/** A route page with the careers listing: its blocks, then the vacancies in the page's language. */
export default function CareersTemplate({ data, pageContext }: Props) {
  const { node } = data
  const locale = pageContext.language
  return (
    <NodePage pageContext={pageContext} data={data} hero={mapImage(node?.relationships?.field_hero_image)}>
      <Blocks blocks={node?.relationships?.field_components} locale={locale} />
      <CareersListing cards={mapVacancyCards(data.vacancies.nodes, locale)} locale={locale} />
    </NodePage>
  )
}

export function Head({ data, pageContext }: HeadProps<Queries.CareersPageQuery, PageContext>) {
  return <NodePageHead pageContext={pageContext} data={data} />
}
