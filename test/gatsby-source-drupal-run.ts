import type { Node } from "gatsby"

/** gatsby-source-drupal's own Gatsby hooks, run by the test as Gatsby would run them. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const plugin = require("gatsby-source-drupal/gatsby-node") as {
  onPreBootstrap(api: { actions: object }, options: object): void
  sourceNodes(api: object, options: object): Promise<void>
}

export interface SourcedNode extends Node {
  drupal_id: string
  langcode?: string
  relationships: Record<string, string | string[] | undefined>
  [field: string]: unknown
}

/**
 * Runs the real gatsby-source-drupal (onPreBootstrap, then sourceNodes) with the given options
 * and a minimal Gatsby around it, and returns the nodes it created. A failure the plugin reports
 * with panicOnBuild is thrown.
 */
export async function sourceWithGatsbySourceDrupal(options: object): Promise<SourcedNode[]> {
  const nodes = new Map<string, SourcedNode>()
  const cacheEntries = new Map<string, unknown>()
  const cache = {
    get: async (key: string) => cacheEntries.get(key),
    set: async (key: string, value: unknown) => cacheEntries.set(key, value),
  }
  const silent = () => undefined
  const api = {
    actions: {
      createNode: (node: SourcedNode) => nodes.set(node.id, node),
      setPluginStatus: silent,
      touchNode: silent,
      unstable_createNodeManifest: silent,
    },
    store: { getState: () => ({ status: { plugins: {} } }) },
    cache,
    getCache: () => cache,
    createNodeId: (key: string) => `gatsby:${key}`,
    createContentDigest: () => "digest",
    getNode: (id: string) => nodes.get(id),
    getNodes: () => [...nodes.values()],
    reporter: {
      info: silent,
      warn: silent,
      verbose: silent,
      log: silent,
      activityTimer: () => ({
        start: silent,
        end: silent,
        panicOnBuild: (error: unknown) => {
          throw error
        },
      }),
    },
  }
  const pluginOptions = { imageCDN: false, skipFileDownloads: true, ...options }
  plugin.onPreBootstrap({ actions: {} }, pluginOptions)
  await plugin.sourceNodes(api, pluginOptions)
  return [...nodes.values()]
}
