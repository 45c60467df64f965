import { Link } from "gatsby"
import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { NodeCardsBlock } from "../../blocks/shared/NodeCardsBlock"
import { FormattedDate } from "../../components/ui/FormattedDate"
import { RichText } from "../../components/ui/RichText"
import type { ArticleView } from "../../drupal/mappers/article"
import { sectionBase } from "../../drupal/mappers/component"
import "./article.css"

interface ArticleBodyProps {
  article: ArticleView
  locale: string
  /** The article's blocks, between its text and the related articles. */
  children?: ReactNode
}

/** A knowledge or news article below its page header: date and category, body, blocks, related articles. */
export function ArticleBody({ article, locale, children }: ArticleBodyProps) {
  const { t } = useTranslation()
  return (
    <>
      <div className="container container--limited article">
        <dl className="article__meta">
          {article.postedDateTime && (
            <div>
              <dt>{t("posted_on")}</dt>
              <dd>
                <FormattedDate date={article.postedDateTime} locale={locale} />
              </dd>
            </div>
          )}
          {article.category && (
            <div>
              <dt>{t("category")}</dt>
              <dd>{article.categoryUrl ? <Link to={article.categoryUrl}>{article.category.name}</Link> : article.category.name}</dd>
            </div>
          )}
        </dl>
        <RichText html={article.bodyHtml} className="article__body" />
      </div>
      {children}
      {article.related.length > 0 && (
        <NodeCardsBlock
          type="related-articles"
          view={{ base: sectionBase(`related-${article.id}`, t("related_articles")), cards: article.related }}
          locale={locale}
        />
      )}
    </>
  )
}
