import type { FooterSlots } from "../../components/layout/Footer"
import type { ShellView } from "../../drupal/mappers/shell"
import { CookieSettingsButton } from "../consent/CookieSettingsButton"
import { Newsletter } from "../newsletter/Newsletter"

/** What every page puts into the footer: the newsletter sign-up and the control that reopens the cookie settings. */
export function siteFooterSlots(shell: ShellView): FooterSlots {
  return {
    newsletter: <Newsletter locale={shell.locale} strings={shell.site.strings} />,
    cookieSettings: <CookieSettingsButton />,
  }
}
