import { listingHref } from "../../domain/query-params"
import {
  mapArticleCards,
  mapCategory,
  nodePagePath,
  type ArticleCardData,
  type CardView,
  type CategoryData,
  type CategoryView,
} from "./card"

/** What the knowledge and news templates query of their article. */
export interface ArticleData {
  readonly id: string
  readonly field_posted_date: string | null
  readonly body: { readonly processed: string | null } | null
  readonly relationships: {
    readonly field_category: CategoryData | null
    /** The list the article belongs to (its breadcrumb parent). */
    readonly field_parent: { readonly langcode: string | null; readonly path: { readonly alias: string | null } | null } | null
    readonly field_related: ReadonlyArray<ArticleCardData | Record<string, never> | null> | null
  } | null
}

export interface ArticleView {
  id: string
  postedDateTime: string | null
  category: CategoryView | null
  /** The article list filtered by the category (?category={id}), where the list offers that. */
  categoryUrl: string | null
  bodyHtml: string | null
  related: CardView[]
}

export function mapArticle(article: ArticleData, { filterableCategory }: { filterableCategory: boolean }): ArticleView {
  const category = mapCategory(article.relationships?.field_category)
  const parent = article.relationships?.field_parent
  const listPath = parent ? nodePagePath(parent) : null
  return {
    id: article.id,
    postedDateTime: article.field_posted_date || null,
    category,
    categoryUrl:
      filterableCategory && category && listPath ? listPath + listingHref({ page: null, sort: null, category: category.id }) : null,
    bodyHtml: article.body?.processed || null,
    related: mapArticleCards(article.relationships?.field_related),
  }
}
