import { graphql } from "gatsby"
import type { ListingBlockView } from "../../drupal/mappers/blocks/listing"
import { ListingBlock } from "../shared/ListingBlock"
import type { BlockProps } from "../types"

export const fragment = graphql`
  fragment NewsBlock on paragraph__news {
    listing {
      ...NewsCard
    }
    relationships {
      field_category {
        id
      }
    }
  }
`

/** The news list: newest first (or oldest), with "load more" or page links. */
export function NewsBlock({ view, locale }: BlockProps<ListingBlockView>) {
  return <ListingBlock type="news" view={view} locale={locale} categoryFilter={false} />
}
