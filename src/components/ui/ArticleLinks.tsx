import { Link } from "gatsby"
import { pagePath } from "../../domain/routing"

export interface ArticleLinkData {
  readonly id: string
  readonly title: string | null
  readonly langcode: string | null
  readonly path: { readonly alias: string | null } | null
}

interface ArticleLinksProps {
  heading: string
  articles: ReadonlyArray<ArticleLinkData | null> | null | undefined
}

/** A titled list of links to other node pages (related articles, equipment of a category). */
export function ArticleLinks({ heading, articles }: ArticleLinksProps) {
  const links = (articles ?? []).flatMap((article) => {
    const path = article?.langcode ? pagePath(article.langcode, article.path?.alias, false) : null
    return article && path ? [{ id: article.id, title: article.title ?? "", path }] : []
  })
  if (!links.length) return null
  return (
    <nav className="container block" aria-label={heading}>
      <h2>{heading}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.id}>
            <Link to={link.path}>{link.title}</Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
