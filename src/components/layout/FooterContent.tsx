import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { withoutCookieSettingsLinks } from "../../domain/footer-links"
import { replacePlaceholders } from "../../domain/placeholders"
import type { MenuItemView } from "../../drupal/mappers/menus"
import type { ShellView } from "../../drupal/mappers/shell"
import { RichText } from "../ui/RichText"
import { SocialIconGlyph } from "./social-icons"
import { ShellLink } from "./ShellLink"

export interface FooterContentProps {
  shell: ShellView
  /** A control that reopens the cookie-consent settings, shown with the extra links. */
  cookieSettings?: ReactNode
}

function FooterLinks({ items }: { items: readonly MenuItemView[] }) {
  return (
    <ul className="footer-links">
      {items.map((item) => (
        <li key={item.id}>
          {item.url ? (
            <ShellLink to={item.url} external={item.external}>
              {item.title}
            </ShellLink>
          ) : (
            <span className="footer-links__heading">{item.title}</span>
          )}
          {item.children.length > 0 && <FooterLinks items={item.children} />}
        </li>
      ))}
    </ul>
  )
}

/**
 * The footer under the newsletter: up to five link columns, the extra links (with the legal notice
 * for de and the cookie settings), the social links, the registration information on the en-gb
 * homepage and the copyright. Links only: it is an island that keeps the server's HTML (Footer).
 */
export function FooterContent({ shell, cookieSettings }: FooterContentProps) {
  const { t } = useTranslation()
  const { site, menus } = shell
  const columns = menus.footerColumns.filter((column) => column.length > 0)
  const followUs = site.strings.follow_us || t("follow_us")
  const copyright = site.strings.copyright ? replacePlaceholders(site.strings.copyright, { year: String(new Date().getFullYear()) }) : null
  return (
    <>
      {columns.length > 0 && (
        <nav className="site-footer__columns" aria-label={t("footer_navigation")}>
          {columns.map((column, index) => (
            <FooterLinks key={index} items={column} />
          ))}
        </nav>
      )}
      <div className="site-footer__bottom">
        <nav className="site-footer__extra" aria-label={t("footer_legal")}>
          <ul>
            {withoutCookieSettingsLinks(menus.footerAdditional, Boolean(cookieSettings)).map((item) => (
              <li key={item.id}>
                <ShellLink to={item.url ?? "#"} external={item.external}>
                  {item.title}
                </ShellLink>
              </li>
            ))}
            {shell.showLegalNotice && site.legalNoticeLink && (
              <li>
                <ShellLink to={site.legalNoticeLink.url} external={site.legalNoticeLink.external} className="site-footer__legal-notice">
                  {site.legalNoticeLink.title || site.strings.legal_notice}
                </ShellLink>
              </li>
            )}
            {cookieSettings && <li>{cookieSettings}</li>}
          </ul>
        </nav>
        {menus.social.length > 0 && (
          <div className="site-footer__social">
            <h2 className="site-footer__social-title">{followUs}</h2>
            <ul>
              {menus.social.map((item) => (
                <li key={item.id}>
                  <a href={item.url ?? "#"} aria-label={item.icon ? item.title : undefined} className="social-link">
                    {item.icon ? <SocialIconGlyph icon={item.icon} /> : item.title}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {shell.showRegistration && <RichText html={site.registrationHtml} className="site-footer__registration" />}
      {copyright && <p className="site-footer__copyright">{copyright}</p>}
    </>
  )
}
