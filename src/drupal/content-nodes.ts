import type { CreatePagesArgs, Node } from "gatsby"

/**
 * Every node gatsby-source-drupal made of a Drupal content bundle (node__*), known to the site or
 * not, read by type: the bundles are the schema's node__ types. A large site's nodes are mostly
 * paragraphs, media and terms; getNodes() read them all (1.2 s of a rebuild at 20,000 pages).
 */
export async function drupalContentNodes(
  graphql: CreatePagesArgs["graphql"],
  getNodesByType: CreatePagesArgs["getNodesByType"],
): Promise<Node[]> {
  const result = await graphql<{ __schema: { types: { name: string }[] } }>("{ __schema { types { name } } }")
  if (result.errors || !result.data) throw new Error(`Reading the schema's types failed: ${JSON.stringify(result.errors)}`)
  const bundles = result.data.__schema.types.map((type) => type.name).filter((name) => name.startsWith("node__"))
  return bundles.flatMap((type) => getNodesByType(type)).filter((node) => node.internal.owner === "gatsby-source-drupal")
}
