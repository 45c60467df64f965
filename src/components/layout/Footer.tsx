import type { SiteSettingsView } from "../../drupal/mappers/site-settings"

interface FooterProps {
  settings: SiteSettingsView
}

export function Footer({ settings }: FooterProps) {
  return (
    <footer className="site-footer">
      <div className="container">
        <p>{settings.brandName}</p>
      </div>
    </footer>
  )
}
