import { mkdir, writeFile } from "node:fs/promises"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { ENDPOINTS } from "../../src/domain/forms/form-ids"
import { maintenanceLocationData, type LocationNode, type SiteSettingsNode } from "./maintenance-locations"

interface FormDataQuery {
  locations: { nodes: LocationNode[] }
  settings: { nodes: SiteSettingsNode[] }
}

/**
 * Writes the maintenance form's location list to public/ (ENDPOINTS.maintenanceLocations), where the
 * form loads it and the submit function reads it again to derive the workshop's e-mail.
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
}
