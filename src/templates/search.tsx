import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Blocks } from "../blocks/Blocks"
import { NodePage, NodePageHead } from "./shared/NodePage"
import { mapImage } from "../drupal/mappers/image"
import { SiteSearch } from "../features/search/SiteSearch"
import type { PageContext } from "./page-context"

export const query = graphql`
  query SearchPage($id: String!, $language: String!, $namespaces: [String]) {
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
  }
`

type Props = PageProps<Queries.SearchPageQuery, PageContext>

/** A route page with the site search (field_listing "search"): the search, then the page's blocks. */
export default function SearchTemplate({ data, pageContext, location }: Props) {
  const { node } = data
  return (
    <NodePage pageContext={pageContext} data={data} hero={mapImage(node?.relationships?.field_hero_image)}>
      <SiteSearch
        locale={pageContext.language}
        path={pageContext.i18n.path}
        locationSearch={location.search}
        brandName={data.settings?.field_brand_name ?? ""}
      />
      <Blocks blocks={node?.relationships?.field_components} locale={pageContext.language} />
    </NodePage>
  )
}

export function Head({ data, pageContext }: HeadProps<Queries.SearchPageQuery, PageContext>) {
  return <NodePageHead pageContext={pageContext} data={data} />
}
