import { createElement, lazy, Suspense } from "react"
import { renderToPipeableStream, renderToString } from "react-dom/server"
import { Writable } from "node:stream"
import { renderToHtml, renderWaitingForSuspense } from "./render-to-html"

const WORDS = ["Français", "Geschäftsführer", "Mo–Fr 6:00–22:00", "Łódź", "sisältäen", "🚚 trailer"]

/**
 * Pages of short multibyte texts (React buffers short ones, up to 2 KB at a time), shifted by
 * 0 to 11 bytes so that their characters meet every position at a buffer's end.
 */
function pagesOfText(): string[][] {
  return Array.from({ length: 12 }, (_, offset) => ["x".repeat(offset), ...Array.from({ length: 400 }, (_, i) => WORDS[i % WORDS.length])])
}

function page(texts: string[]) {
  return createElement(
    "ul",
    null,
    texts.map((text, index) => createElement("li", { key: index }, text)),
  )
}

/** What Gatsby's static-entry does: React's Node stream, each chunk decoded on its own. */
function renderAsGatsbyDoes(element: ReturnType<typeof page>): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = ""
    const sink = new Writable({
      write(chunk: Buffer, _encoding, next) {
        html += chunk.toString()
        next()
      },
    })
    sink.on("finish", () => resolve(html))
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onError: reject })
  })
}

describe("renderToHtml", () => {
  it("renders pages of multibyte text exactly as renderToString does, without U+0000 or U+FFFD", async () => {
    for (const texts of pagesOfText()) {
      const html = await renderToHtml(page(texts))
      expect(html).not.toContain("\u0000")
      expect(html).not.toContain("\ufffd")
      expect(html).toBe(renderToString(page(texts)))
    }
  })

  it("streams, when something suspends, the same HTML as a page rendered at once", async () => {
    for (const texts of pagesOfText()) {
      const html = await renderWaitingForSuspense(page(texts))
      expect(html).not.toContain("\u0000")
      expect(html).toBe(renderToString(page(texts)))
    }
    const Late = lazy(async () => ({ default: () => createElement("p", null, "Geschäftsführer") }))
    const tree = () => createElement("main", null, createElement(Suspense, { fallback: null }, createElement(Late)))
    const streamed = await renderToHtml(tree())
    // The component's code is there now: the same tree renders at once, to the same HTML.
    expect(renderToString(tree())).toBe(streamed)
    expect(streamed).toBe("<main><!--$--><p>Geschäftsführer</p><!--/$--></main>")
  })

  it("is needed: the way Gatsby renders puts U+0000 into some of the same pages", async () => {
    const rendered = await Promise.all(pagesOfText().map((texts) => renderAsGatsbyDoes(page(texts))))
    expect(rendered.some((html) => html.includes("\u0000"))).toBe(true)
  })

  it("waits for suspended parts, so the page holds them and not their fallback", async () => {
    const Late = lazy(async () => ({ default: () => createElement("p", null, "Vejhjælp døgnet rundt") }))
    const html = await renderToHtml(createElement(Suspense, { fallback: createElement("p", null, "loading") }, createElement(Late)))
    expect(html).toContain("Vejhjælp døgnet rundt")
    expect(html).not.toContain("loading")
  })

  it("fails on an error in the page, as Gatsby's own render does", async () => {
    function Broken(): never {
      throw new Error("broken block")
    }
    await expect(renderToHtml(createElement(Suspense, { fallback: null }, createElement(Broken)))).rejects.toThrow("broken block")
  })
})
