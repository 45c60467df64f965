import { resolveOnce, type ImageNodeLike } from "./resolve-once"

const image = (id: string, digest: string): ImageNodeLike => ({ id, parent: `file-${id}`, internal: { contentDigest: digest } })

describe("resolveOnce", () => {
  it("asks the resolver once per image and arguments, and answers every page with that answer", async () => {
    const resolve = jest.fn(async (source: ImageNodeLike, args: Record<string, unknown>) => ({ src: `${source.id}@${String(args.width)}` }))
    const remembered: string[] = []
    const once = resolveOnce(resolve, (source, page: string) => remembered.push(`${page}:${String(source.parent)}`))
    const first = await once(image("a", "d1"), { width: 640 }, "/en/one/", {})
    const second = await once(image("a", "d1"), { width: 640 }, "/en/two/", {})
    expect(second).toBe(first)
    expect(first).toEqual({ src: "a@640" })
    expect(resolve).toHaveBeenCalledTimes(1)
    // The second page depends on the image's file as the first did through the resolver.
    expect(remembered).toEqual(["/en/two/:file-a"])
  })

  it("asks again for other arguments, another image or a changed image", async () => {
    const resolve = jest.fn(
      async (source: ImageNodeLike, args: Record<string, unknown>) => `${source.id}/${source.internal.contentDigest}/${String(args.width)}`,
    )
    const once = resolveOnce(resolve, () => undefined)
    expect(await once(image("a", "d1"), { width: 640 }, null, null)).toBe("a/d1/640")
    expect(await once(image("a", "d1"), { width: 400 }, null, null)).toBe("a/d1/400")
    expect(await once(image("b", "d1"), { width: 640 }, null, null)).toBe("b/d1/640")
    expect(await once(image("a", "d2"), { width: 640 }, null, null)).toBe("a/d2/640")
    expect(resolve).toHaveBeenCalledTimes(4)
  })

  it("does not keep a failure: the next page asks the resolver again", async () => {
    const resolve = jest.fn().mockRejectedValueOnce(new Error("sharp failed")).mockResolvedValueOnce("ok")
    const once = resolveOnce(resolve, () => undefined)
    await expect(once(image("a", "d1"), {}, null, null)).rejects.toThrow("sharp failed")
    await expect(once(image("a", "d1"), {}, null, null)).resolves.toBe("ok")
    expect(resolve).toHaveBeenCalledTimes(2)
  })
})
