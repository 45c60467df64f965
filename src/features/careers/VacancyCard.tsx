import { Link } from "gatsby"
import { useTranslation } from "react-i18next"
import { FormattedDate } from "../../components/ui/FormattedDate"
import type { CareersCard } from "../../domain/careers/listing"

/** The spec's Careers card: title (the card's link), country, locations, job family group, posted date. */
export function VacancyCard({ card, locale }: { card: CareersCard; locale: string }) {
  const { t } = useTranslation("careers")
  const title = card.link ? (
    card.link.external ? (
      <a href={card.link.url} className="vacancy-card__link" rel="noopener noreferrer">
        {card.jobPostingTitle}
        <span className="vacancy-card__external" aria-hidden="true">
          {" ↗"}
        </span>
        <span className="visually-hidden"> ({t("external_link")})</span>
      </a>
    ) : (
      <Link to={card.link.url} className="vacancy-card__link">
        {card.jobPostingTitle}
      </Link>
    )
  ) : (
    card.jobPostingTitle
  )
  return (
    <article className="vacancy-card">
      <h3 className="vacancy-card__title">{title}</h3>
      <dl className="vacancy-card__facts">
        {card.jobCountry && (
          <div>
            <dt>{t("group_jobCountry")}</dt>
            <dd>{card.jobCountry}</dd>
          </div>
        )}
        {card.jobLocation.length > 0 && (
          <div>
            <dt>{t("group_jobLocation")}</dt>
            <dd>{card.jobLocation.join(", ")}</dd>
          </div>
        )}
        {card.jobFamilyGroup && (
          <div>
            <dt>{t("group_jobFamilyGroup")}</dt>
            <dd>{card.jobFamilyGroup}</dd>
          </div>
        )}
        {card.postedDate && (
          <div>
            <dt>{t("posted_date")}</dt>
            <dd>
              <FormattedDate date={card.postedDate} locale={locale} />
            </dd>
          </div>
        )}
      </dl>
    </article>
  )
}
