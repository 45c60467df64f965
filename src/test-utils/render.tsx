import { render, type RenderResult } from "@testing-library/react"
import i18next from "i18next"
import type { ReactElement } from "react"
import { I18nextProvider, initReactI18next } from "react-i18next"

/** Renders a component with the locale's real UI strings, as gatsby-plugin-react-i18next would. */
export function renderInLocale(ui: ReactElement, locale = "en", namespaces: readonly string[] = ["common"]): RenderResult {
  const i18n = i18next.createInstance()
  const resources = { [locale]: Object.fromEntries(namespaces.map((ns) => [ns, require(`../i18n/${locale}/${ns}.json`)])) }
  void i18n.use(initReactI18next).init({
    resources,
    lng: locale,
    lowerCaseLng: true,
    defaultNS: namespaces[0],
    fallbackNS: namespaces.slice(1),
    interpolation: { escapeValue: false },
    keySeparator: false,
    nsSeparator: false,
    initImmediate: false,
  })
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>)
}
