import { graphql } from "gatsby"
import { useTranslation } from "react-i18next"
import type { NodeCardsBlockView } from "../../drupal/mappers/blocks/node-cards"
import { NodeCardsBlock } from "../shared/NodeCardsBlock"
import type { BlockProps } from "../types"

export const fragment = graphql`
  fragment RelatedArticlesBlock on paragraph__related_articles {
    relationships {
      field_articles {
        ... on node__knowledge {
          ...KnowledgeCard
        }
        ... on node__news {
          ...NewsCard
        }
      }
    }
  }
`

/** Hand-picked knowledge and news articles, as cards. */
export function RelatedArticlesBlock({ view, locale }: BlockProps<NodeCardsBlockView>) {
  const { t } = useTranslation()
  return <NodeCardsBlock type="related-articles" view={view} locale={locale} fallbackTitle={t("related_articles") ?? undefined} />
}
