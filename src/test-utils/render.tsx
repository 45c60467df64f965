import { render, type RenderOptions, type RenderResult } from "@testing-library/react"
import i18next from "i18next"
import type { ReactElement } from "react"
import type { renderToString as RenderToString } from "react-dom/server"
import { TextEncoder } from "node:util"
import { I18nextProvider, initReactI18next } from "react-i18next"

function inLocale(ui: ReactElement, locale: string, namespaces: readonly string[]): ReactElement {
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
  return <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
}

/** Renders a component with the locale's real UI strings, as gatsby-plugin-react-i18next would. */
export function renderInLocale(
  ui: ReactElement,
  locale = "en",
  namespaces: readonly string[] = ["common"],
  /** `{ container, hydrate: true }` takes over the HTML of serverHtmlInLocale, as the browser does. */
  options: RenderOptions = {},
): RenderResult {
  return render(inLocale(ui, locale, namespaces), options)
}

/** The HTML the build renders for a component (no effects run), for a test of what happens before hydration. */
export function serverHtmlInLocale(ui: ReactElement, locale = "en", namespaces: readonly string[] = ["common"]): string {
  // React's server renderer needs TextEncoder, which jsdom lacks; loaded here so other tests never pay for it.
  globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder
  const { renderToString } = require("react-dom/server") as { renderToString: typeof RenderToString }
  return renderToString(inLocale(ui, locale, namespaces))
}
