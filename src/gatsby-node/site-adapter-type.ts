import type { GatsbyNode } from "gatsby"

/**
 * Gatsby gives the Site node an `adapter` field only in builds that have one (netlify build and
 * serve: gatsby-config.ts). Declared here, every build generates the same src/gatsby-types.d.ts.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type SiteAdapter {
      name: String
    }
    type Site implements Node {
      adapter: SiteAdapter
    }
  `)
}
