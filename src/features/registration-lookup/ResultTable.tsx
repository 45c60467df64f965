import type { RegistrationRecord } from "../../domain/registration/record"
import type { Text } from "../../i18n/use-text"

/** The trailer found, with links to its registration document and its CVI certificate. */
export function ResultTable({ record, t }: { record: RegistrationRecord; t: Text }) {
  return (
    <div className="registration__result">
      <table className="registration__table">
        <caption>{t("result_caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("col_trailer")}</th>
            <th scope="col">{t("col_license")}</th>
            <th scope="col">{t("col_vin")}</th>
            <th scope="col">{t("col_documents")}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{record.trailer || "–"}</td>
            <td>{record.license || "–"}</td>
            <td className="registration__vin">{record.vin || "–"}</td>
            <td>
              <ul className="registration__documents">
                <li>
                  <a href={record.registrationUrl}>{t("registration_link")}</a>
                </li>
                <li>
                  <a href={record.cviUrl}>{t("cvi_link")}</a>
                </li>
              </ul>
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  )
}
