/** gatsby-plugin-typescript's webpack hook, which the tests run to get its rule as Gatsby's config has it (the package ships no types). */
declare module "gatsby-plugin-typescript/gatsby-node" {
  export function onCreateWebpackConfig(args: { actions: { setWebpackConfig: (config: never) => void }; loaders: unknown }): void
}
