import type { GatsbyNode } from "gatsby"
import { resolveOnce, type ImageNodeLike } from "./resolve-once"

interface ResolverContext {
  nodeModel: { getNodeById(args: { id: string }): unknown }
}

interface ResolverInfo {
  originalResolver: (source: ImageNodeLike, args: Record<string, unknown>, context: ResolverContext, info: ResolverInfo) => unknown
}

/** Reading the image's file registers the page's dependency on it, as gatsby-transformer-sharp's resolvers do. */
function rememberFile(source: ImageNodeLike, context: ResolverContext): void {
  if (source.parent) context.nodeModel.getNodeById({ id: source.parent })
}

/** gatsby-transformer-sharp's own resolver of the field. */
const original = (source: ImageNodeLike, args: Record<string, unknown>, context: ResolverContext, info: ResolverInfo) =>
  info.originalResolver(source, args, context, info)

/** The ImageSharp fields the site's fragments use (src/drupal/fragments/media.ts and shell.ts), each answered once per image and arguments. */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    ImageSharp: {
      gatsbyImageData: { resolve: resolveOnce(original, rememberFile) },
      resize: { resolve: resolveOnce(original, rememberFile) },
    },
  })
}
