import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import type { SiteSettingsView } from "../../drupal/mappers/site-settings"
import { Footer } from "./Footer"
import { Header } from "./Header"

interface LayoutProps {
  locale: string
  settings: SiteSettingsView
  children: ReactNode
}

export function Layout({ locale, settings, children }: LayoutProps) {
  const { t } = useTranslation()
  return (
    <>
      <a className="skip-link" href="#main">
        {t("skip_to_content")}
      </a>
      <Header locale={locale} settings={settings} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer settings={settings} />
    </>
  )
}
