import { SWISS_LOCALES } from "../../config/locale-groups"
import { mapImage, type ImageView, type MediaImageData } from "./image"

export interface LinkData {
  readonly url: string | null
  readonly title: string | null
  readonly external?: boolean | null
}

export interface AddressData {
  readonly address_line1: string | null
  readonly address_line2: string | null
  readonly postal_code: string | null
  readonly locality: string | null
  readonly administrative_area: string | null
  readonly country_code: string | null
}

/** What the SiteSettings fragment returns; every field but the brand is optional for older queries. */
export interface SiteSettingsData {
  readonly field_brand_name: string | null
  readonly field_company_name?: string | null
  readonly field_company_phone?: string | null
  readonly field_company_email?: string | null
  readonly field_company_address?: AddressData | null
  readonly field_company_registration?: { readonly processed: string | null } | null
  readonly field_contact_link?: LinkData | null
  readonly field_legal_notice_link?: LinkData | null
  readonly field_strings?: ReadonlyArray<{ readonly key: string | null; readonly value: string | null } | null> | null
  readonly relationships: {
    readonly field_logo: MediaImageData | null
    readonly field_logo_alternative: MediaImageData | null
  } | null
}

export interface LinkView {
  url: string
  title: string
  external: boolean
}

export interface CompanyView {
  name: string
  phone: string | null
  email: string | null
  address: {
    street: string | null
    postalCode: string | null
    locality: string | null
    region: string | null
    country: string | null
  } | null
}

export interface SiteSettingsView {
  brandName: string
  /** The logo for this locale: the Swiss locales show the alternative one. */
  logo: ImageView | null
  company: CompanyView
  /** Registration information (HTML); the footer shows it only on the en-gb homepage. */
  registrationHtml: string | null
  /** The contact button of the header (Layout contactUs). */
  contactLink: LinkView | null
  /** The legal notice (Impressum); the footer shows it only for de. */
  legalNoticeLink: LinkView | null
  /** Editorial strings of the locale (field_strings): link_home, menu labels, newsletter texts, ... */
  strings: Readonly<Record<string, string>>
}

export function mapLink(link: LinkData | null | undefined): LinkView | null {
  if (!link?.url) return null
  return { url: link.url, title: link.title ?? "", external: link.external === true }
}

function mapStrings(entries: SiteSettingsData["field_strings"]): Record<string, string> {
  const strings: Record<string, string> = {}
  for (const entry of entries ?? []) {
    if (entry?.key && entry.value) strings[entry.key] = entry.value
  }
  return strings
}

export function mapSiteSettings(settings: SiteSettingsData | null | undefined, locale: string): SiteSettingsView {
  const logo = SWISS_LOCALES.includes(locale) ? settings?.relationships?.field_logo_alternative : settings?.relationships?.field_logo
  const address = settings?.field_company_address
  const brandName = settings?.field_brand_name ?? ""
  return {
    brandName,
    logo: mapImage(logo) ?? mapImage(settings?.relationships?.field_logo),
    company: {
      name: settings?.field_company_name || brandName,
      phone: settings?.field_company_phone ?? null,
      email: settings?.field_company_email ?? null,
      address: address
        ? {
            street: [address.address_line1, address.address_line2].filter(Boolean).join(", ") || null,
            postalCode: address.postal_code,
            locality: address.locality,
            region: address.administrative_area,
            country: address.country_code,
          }
        : null,
    },
    registrationHtml: settings?.field_company_registration?.processed || null,
    contactLink: mapLink(settings?.field_contact_link),
    legalNoticeLink: mapLink(settings?.field_legal_notice_link),
    strings: mapStrings(settings?.field_strings),
  }
}
