import { mkdir, writeFile } from "node:fs/promises"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { ENDPOINTS } from "../../src/domain/forms/form-ids"
import { CALCULATOR_FACTORS_PATH } from "../../src/domain/calculator/factors"
import type { CountryAverageData } from "../../src/drupal/mappers/calculator"
import { calculatorFactorsFile, type HaulTypeNode } from "./calculator-factors"
import { maintenanceLocationData, type LocationNode, type SiteSettingsNode } from "./maintenance-locations"

interface FormDataQuery {
  locations: { nodes: LocationNode[] }
  settings: { nodes: SiteSettingsNode[] }
  haulTypes: { nodes: HaulTypeNode[] }
  countryAverages: { nodes: CountryAverageData[] }
}

/**
 * Writes the maintenance form's location list to public/ (ENDPOINTS.maintenanceLocations), where the
 * form loads it and the submit function reads it again to derive the workshop's e-mail, and the
 * calculator's factors (CALCULATOR_FACTORS_PATH), from which the submit function recomputes a
 * calculator lead's result.
 */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, store, reporter }) => {
  const result = await graphql<FormDataQuery>(`
    query FormDataLocations {
      locations: allNodeLocation(filter: { default_langcode: { eq: true } }) {
        nodes {
          drupal_id
          title
          field_country_code
          field_email
        }
      }
      settings: allConfigPagesSiteSettings {
        nodes {
          langcode
          field_company_email
        }
      }
      haulTypes: allTaxonomyTermCalculatorHaulType(sort: [{ weight: ASC }, { name: ASC }]) {
        nodes {
          drupal_id
          langcode
          name
          field_diesel_factor
          field_electric_factor
        }
      }
      countryAverages: allTaxonomyTermCalculatorCountry {
        nodes {
          drupal_id
          field_country_code
          field_average_factor
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("form-data: could not query the locations", result.errors)
    return
  }
  const data = maintenanceLocationData(result.data.locations.nodes, result.data.settings.nodes)
  const { program } = store.getState() as { program: { directory: string } }
  const file = path.join(program.directory, "public", ENDPOINTS.maintenanceLocations)
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, JSON.stringify(data))
  reporter.info(`Wrote ${data.locations.length} maintenance locations to ${ENDPOINTS.maintenanceLocations}.`)
  const factors = calculatorFactorsFile(result.data.haulTypes.nodes, result.data.countryAverages.nodes)
  const factorsFile = path.join(program.directory, "public", CALCULATOR_FACTORS_PATH)
  await writeFile(factorsFile, JSON.stringify(factors))
  reporter.info(`Wrote the calculator's factors of ${Object.keys(factors).length} locales to ${CALCULATOR_FACTORS_PATH}.`)
}
