/** An image node as gatsby-transformer-sharp creates it, as far as the key needs it. */
export interface ImageNodeLike {
  id: string
  parent?: string | null
  internal: { contentDigest: string }
}

type Resolve<Context, Info> = (source: ImageNodeLike, args: Record<string, unknown>, context: Context, info: Info) => unknown

/**
 * A field resolver that works out what it answers for an image and arguments once: the same image
 * at the same size answers the same, whichever page asks. At scale the shared images appear on
 * thousands of pages, and gatsby-plugin-sharp queued the same resize jobs again for each one
 * (a message to the main process per job) and measured the image again. The image's content
 * digest is part of the key, so a changed image is worked out again; what `answered` returns for
 * a repeated question is the first answer itself (GraphQL only reads it).
 */
export function resolveOnce<Context, Info>(resolve: Resolve<Context, Info>, remember: (source: ImageNodeLike, context: Context) => void) {
  const answers = new Map<string, Promise<unknown>>()
  return (source: ImageNodeLike, args: Record<string, unknown>, context: Context, info: Info): Promise<unknown> => {
    const key = `${source.id}\u0000${source.internal.contentDigest}\u0000${JSON.stringify(args)}`
    const known = answers.get(key)
    if (known) {
      // The page still depends on the image's file, as it would through the original resolver.
      remember(source, context)
      return known
    }
    const answer = Promise.resolve(resolve(source, args, context, info))
    answers.set(key, answer)
    // A failure is not remembered: the next page asks again and gets the error itself.
    answer.catch(() => answers.delete(key))
    return answer
  }
}
