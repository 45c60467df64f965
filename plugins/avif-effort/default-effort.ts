/** What the patch needs of sharp: its constructor, whose prototype has `avif(options)`. */
export interface SharpLike {
  prototype: { avif: (this: unknown, options?: Record<string, unknown>) => unknown }
}

/**
 * AVIF encoder effort for the site's images (sharp's scale: 0 fastest, 9 slowest; its default is 4).
 * At effort 2 the demo images took about a third of the CPU time of effort 4 at the same quality
 * setting, their files a few per cent larger or smaller (docs/decisions.md, Build at scale).
 */
export const AVIF_EFFORT = 2

const PATCHED = Symbol.for("fleetlane.avifEffort")

/**
 * Makes `effort` the default of every `avif()` call of this sharp, as if each caller had passed it:
 * gatsby-plugin-sharp passes only `quality` (and `force`) and has no option for the effort. A caller's
 * own `effort` still wins. Patching twice (Gatsby may load a plugin again) keeps the first patch.
 */
export function useDefaultAvifEffort(sharp: SharpLike, effort: number): void {
  const prototype = sharp.prototype as SharpLike["prototype"] & { [PATCHED]?: true }
  if (prototype[PATCHED]) return
  const avif = prototype.avif
  prototype.avif = function avifWithDefaultEffort(this: unknown, options?: Record<string, unknown>) {
    return avif.call(this, { effort, ...options })
  }
  prototype[PATCHED] = true
}
