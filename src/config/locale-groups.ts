/**
 * Locales some rule applies to. Apart from locales.ts (the table of every locale), so that the
 * browser code that needs a group (the header's logo) does not carry the table.
 */

/** The Swiss locales show the alternative logo. */
export const SWISS_LOCALES: readonly string[] = ["de-ch", "fr-ch"]

/** Retired paths of these locales lead to the Canadian leasing brand's site (LEASING_SITE_URL). */
export const LEASING_BRAND_LOCALES: readonly string[] = ["en-ca", "fr-ca"]
