import type { FooterSlots } from "../../components/layout/Footer"
import type { ShellFrameView } from "../../drupal/mappers/shell-frame"
import { CookieSettingsButton } from "../consent/CookieSettingsButton"
import { NewsletterIsland } from "../newsletter/NewsletterIsland"

/** What every page puts into the footer: the newsletter sign-up and the control that reopens the cookie settings. */
export function siteFooterSlots(shell: ShellFrameView): FooterSlots {
  return {
    newsletter: <NewsletterIsland locale={shell.locale} strings={shell.site.strings} />,
    cookieSettings: <CookieSettingsButton />,
  }
}
