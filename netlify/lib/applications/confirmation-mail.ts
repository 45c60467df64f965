import type Mail from "nodemailer/lib/mailer"
import { DEFAULT_LOCALE } from "../../../src/config/locales"
import da from "../../../src/i18n/da/application-mail.json"
import de from "../../../src/i18n/de/application-mail.json"
import de_at from "../../../src/i18n/de-at/application-mail.json"
import de_ch from "../../../src/i18n/de-ch/application-mail.json"
import en from "../../../src/i18n/en/application-mail.json"
import en_ca from "../../../src/i18n/en-ca/application-mail.json"
import en_gb from "../../../src/i18n/en-gb/application-mail.json"
import es from "../../../src/i18n/es/application-mail.json"
import fi from "../../../src/i18n/fi/application-mail.json"
import fr from "../../../src/i18n/fr/application-mail.json"
import fr_be from "../../../src/i18n/fr-be/application-mail.json"
import fr_ca from "../../../src/i18n/fr-ca/application-mail.json"
import fr_ch from "../../../src/i18n/fr-ch/application-mail.json"
import it from "../../../src/i18n/it/application-mail.json"
import nb from "../../../src/i18n/nb/application-mail.json"
import nl from "../../../src/i18n/nl/application-mail.json"
import nl_be from "../../../src/i18n/nl-be/application-mail.json"
import pl from "../../../src/i18n/pl/application-mail.json"
import sv from "../../../src/i18n/sv/application-mail.json"
import type { ApplicationData } from "./application"

/**
 * The confirmation an applicant gets once the application is stored (the apply page promises
 * one): in the language of the page they applied on, from the careers sender, with no reply
 * expected. It names the reference and how many documents arrived, never the documents. The
 * texts are src/i18n/{locale}/application-mail.json, a namespace no page loads.
 */
type MailStrings = typeof en

const STRINGS: Readonly<Record<string, MailStrings>> = {
  da,
  de,
  "de-at": de_at,
  "de-ch": de_ch,
  en,
  "en-ca": en_ca,
  "en-gb": en_gb,
  es,
  fi,
  fr,
  "fr-be": fr_be,
  "fr-ca": fr_ca,
  "fr-ch": fr_ch,
  it,
  nb,
  nl,
  "nl-be": nl_be,
  pl,
  sv,
}

function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

export function confirmationMail(applicationId: string, application: ApplicationData, from: string): Mail.Options {
  const strings = STRINGS[application.locale] ?? STRINGS[DEFAULT_LOCALE]
  const reference = applicationId.slice(0, 8)
  const text = [
    fill(strings.greeting, { name: application.firstName }),
    "",
    strings.received,
    strings.next,
    "",
    fill(strings.reference, { reference }),
    fill(strings.documents, { count: application.files.length }),
    "",
    strings.closing,
    strings.signature,
    "",
    strings.no_reply,
  ].join("\n")
  return {
    from,
    // The address passed the e-mail rule (no whitespace, so no line break to inject a header with).
    to: application.email,
    subject: strings.subject,
    text,
    headers: { "Auto-Submitted": "auto-generated" },
  }
}
