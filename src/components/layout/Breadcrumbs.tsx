import { Link } from "gatsby"
import { useTranslation } from "react-i18next"
import type { Crumb } from "../../drupal/mappers/breadcrumbs"

/** Ancestors as links, the current page last as plain text. Its BreadcrumbList data is in the head. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const { t } = useTranslation()
  if (trail.length < 2) return null
  return (
    <nav className="breadcrumbs container" aria-label={t("breadcrumb")}>
      <ol>
        {trail.map((crumb, index) => (
          <li key={crumb.path}>
            {index < trail.length - 1 ? <Link to={crumb.path}>{crumb.name}</Link> : <span aria-current="page">{crumb.name}</span>}
          </li>
        ))}
      </ol>
    </nav>
  )
}
