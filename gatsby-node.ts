/** Thin on purpose: each build concern lives in src/gatsby-node/ or a local plugin in plugins/. */
export * from "./src/gatsby-node"
