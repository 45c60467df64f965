import type { CalculatorResult } from "../../domain/calculator/formulas"
import type { Text } from "../../i18n/use-text"
import { RichText } from "../../components/ui/RichText"
import { EmissionsChart } from "./EmissionsChart"
import { formatPercent, formatTonnes, formatWhole } from "./format"

interface ResultsStepProps {
  locale: string
  result: CalculatorResult
  hours: number
  /** The country whose average applies, named in the page's language, or null for the default average. */
  countryName: string | null
  haulTypeName: string
  /** The page's invitation to talk about the result (the form page's thank-you text). */
  invitationHtml: string | null
  onEdit(): void
  onReset(): void
  onContact(): void
  t: Text
}

/** Step 2: the emissions of diesel and of both electric solutions, the recommended one first, as numbers and as a chart. */
export function ResultsStep({
  locale,
  result,
  hours,
  countryName,
  haulTypeName,
  invitationHtml,
  onEdit,
  onReset,
  onContact,
  t,
}: ResultsStepProps) {
  const tonnes = (value: number) => t("tonnes_per_year", { value: formatTonnes(value, locale) })
  const bars = [
    { key: "diesel", label: t("diesel"), value: result.dieselTotal, valueText: tonnes(result.dieselTotal) },
    ...result.solutions.map((solution) => ({
      key: solution.solution,
      label: t(`solution_${solution.solution}`),
      value: solution.electricTotal,
      valueText: tonnes(solution.electricTotal),
    })),
  ]
  return (
    <div className="calculator__results">
      <p className="calculator__basis">
        {t("results_basis", {
          haulType: haulTypeName,
          hours: formatWhole(hours, locale),
          country: countryName ?? t("default_average"),
        })}
      </p>
      <EmissionsChart title={t("chart_title")} bars={bars} />
      <ol className="calculator__solutions">
        {result.solutions.map((solution, index) => (
          <li key={solution.solution} className="calculator__solution">
            <h3 className="calculator__solution-title">
              {index === 0 && <span className="calculator__badge">{t("recommended")}</span>}
              {t(`solution_${solution.solution}`)}
            </h3>
            <p className="calculator__solution-text">{t(`solution_${solution.solution}_text`)}</p>
            <dl className="calculator__figures">
              <div>
                <dt>{t("emissions")}</dt>
                <dd>{tonnes(solution.electricTotal)}</dd>
              </div>
              <div>
                <dt>{t("emissions_diesel")}</dt>
                <dd>{tonnes(result.dieselTotal)}</dd>
              </div>
              <div>
                <dt>{t("saving")}</dt>
                <dd>
                  {t("saving_value", { value: formatTonnes(solution.saving, locale), share: formatPercent(solution.savingShare, locale) })}
                </dd>
              </div>
              <div>
                <dt>{t("trees")}</dt>
                <dd>{t("trees_value", { value: formatWhole(solution.trees, locale) })}</dd>
              </div>
              <div>
                <dt>{t("forest")}</dt>
                <dd>{t("forest_value", { value: formatWhole(solution.forestArea, locale) })}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ol>
      <RichText html={invitationHtml} className="calculator__invitation" />
      <div className="calculator__actions">
        <button className="button button--secondary" type="button" onClick={onEdit}>
          {t("edit")}
        </button>
        <button className="button button--secondary" type="button" onClick={onReset}>
          {t("reset")}
        </button>
        <button className="button" type="button" onClick={onContact}>
          {t("contact")}
        </button>
      </div>
    </div>
  )
}
