import { SWISS_LOCALES } from "../../config/locales"
import { mapImage, type ImageView, type MediaImageData } from "./image"

export interface SiteSettingsData {
  readonly field_brand_name: string | null
  readonly relationships: {
    readonly field_logo: MediaImageData | null
    readonly field_logo_alternative: MediaImageData | null
  } | null
}

export interface SiteSettingsView {
  brandName: string
  /** The logo for this locale: the Swiss locales show the alternative one. */
  logo: ImageView | null
}

export function mapSiteSettings(settings: SiteSettingsData | null | undefined, locale: string): SiteSettingsView {
  const logo = SWISS_LOCALES.includes(locale) ? settings?.relationships?.field_logo_alternative : settings?.relationships?.field_logo
  return {
    brandName: settings?.field_brand_name ?? "",
    logo: mapImage(logo) ?? mapImage(settings?.relationships?.field_logo),
  }
}
