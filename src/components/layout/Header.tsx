import { Link } from "gatsby"
import { localeHomePath } from "../../domain/routing"
import type { SiteSettingsView } from "../../drupal/mappers/site-settings"
import { Image } from "../ui/Image"

interface HeaderProps {
  locale: string
  settings: SiteSettingsView
}

export function Header({ locale, settings }: HeaderProps) {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to={localeHomePath(locale)} className="site-header__logo">
          {settings.logo ? <Image image={{ ...settings.logo, alt: settings.brandName }} eager /> : settings.brandName}
        </Link>
      </div>
    </header>
  )
}
