import { useTranslation } from "react-i18next"

/** Shown when a page's content could not be found: the spec's missing-data fallback. */
export function MissingData() {
  const { t } = useTranslation()
  return (
    <section className="container notice" role="status">
      <h1>{t("missing_data_title")}</h1>
      <p>{t("missing_data_text")}</p>
    </section>
  )
}
