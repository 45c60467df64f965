import { hydratingIslands, islandScripts, type ChunkGroups } from "./preloads"

const html = [
  '<main><div class="island" data-island="block-text" data-island-id=":R1:"><section>Text</section></div>',
  '<div class="island" data-island="block-accordion" data-island-id=":R2:" data-hydrate="load"><section>FAQ</section></div>',
  '<div class="island" data-island="block-carousel" data-island-id=":R3:" data-hydrate="load"></div>',
  '<div class="island" data-island="block-accordion" data-island-id=":R4:" data-hydrate="load">Again</div>',
  '<div class="island" data-island="newsletter" data-island-id=":R5:" data-hydrate="interaction"><form></form></div>',
  '<p>data-island="block-fake" data-hydrate in text is no element</p></main>',
].join("")

const groups: ChunkGroups = {
  namedChunkGroups: {
    "block-accordion": { assets: [{ name: "block-accordion-1a.js" }, { name: "block-accordion-1a.js.map" }] },
    "block-carousel": { assets: ["shared-9f.js", "block-carousel-2b.js", "styles.css"] },
    "block-text": { assets: [{ name: "block-text-3c.js" }] },
  },
}

describe("island preloads", () => {
  it("finds the islands of a page that hydrate with it, each once, not those that keep their HTML or wait for an interaction", () => {
    expect(hydratingIslands(html)).toEqual(["block-accordion", "block-carousel"])
  })

  it("preloads the scripts of their chunk groups, not the page's own", () => {
    expect(islandScripts(html, groups, ["shared-9f.js", "app-0.js"])).toEqual(["block-accordion-1a.js", "block-carousel-2b.js"])
  })

  it("stops the build when an island has no chunk of its name", () => {
    expect(() => islandScripts(html, { namedChunkGroups: {} }, [])).toThrow('The island "block-accordion" has no chunk of that name')
  })

  it("has nothing to preload on a page without hydrating islands", () => {
    expect(
      islandScripts('<div class="island" data-island="block-text" data-island-id=":R1:"></div>', { namedChunkGroups: {} }, []),
    ).toEqual([])
  })
})
