import { graphql } from "gatsby"
import type { ListingBlockView } from "../../drupal/mappers/blocks/listing"
import { ListingBlock } from "../shared/ListingBlock"
import type { BlockProps } from "../types"

export const fragment = graphql`
  fragment KnowledgeBlock on paragraph__knowledge {
    listing {
      ...KnowledgeCard
    }
    relationships {
      field_category {
        id
      }
    }
  }
`

/** The knowledge list: ?page={n} paging, ?category={id} filter, newest or oldest first. */
export function KnowledgeBlock({ view, locale }: BlockProps<ListingBlockView>) {
  return <ListingBlock type="knowledge" view={view} locale={locale} categoryFilter />
}
