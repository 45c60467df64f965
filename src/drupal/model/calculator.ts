import type { BundleDefinition } from "./types"

const untranslated = { translatable: false } as const

/**
 * The e-reefer calculator's data (spec: forms section 9: "diesel and electric emission factors per
 * haul type and country-average factors come from server data"). Editors keep them in Drupal as
 * taxonomy terms; the calculator page reads them at build time.
 */
export const CALCULATOR_BUNDLES: readonly BundleDefinition[] = [
  {
    type: "taxonomy_term--calculator_haul_type",
    label: "Calculator haul type",
    description:
      "A haul type the e-reefer calculator offers (step 1, question 1), in weight order, with the emissions of its cooling unit " +
      "per operating hour on diesel and on electricity.",
    fields: {
      field_diesel_factor: { type: "float", label: "Diesel emission factor (kg CO₂e per operating hour)", required: true, ...untranslated },
      field_electric_factor: {
        type: "float",
        label: "Electric emission factor (kg CO₂e per operating hour, battery-only; era uses 0.2 x this)",
        required: true,
        ...untranslated,
      },
    },
  },
  {
    type: "taxonomy_term--calculator_country",
    label: "Calculator country average",
    description:
      "The country-average factor the e-reefer calculator multiplies both totals by, for the market of the page's locale. " +
      "The term without a country code is the average for locales without a market country, and for countries without a term.",
    fields: {
      field_country_code: { type: "string", label: "Country (ISO 3166-1 alpha-2, lower case; empty for the default)", ...untranslated },
      field_average_factor: { type: "float", label: "Country-average factor (1.00 = European average)", required: true, ...untranslated },
    },
  },
]
