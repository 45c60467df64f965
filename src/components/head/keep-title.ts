/**
 * On a client-side visit Gatsby removes the page's head elements as the new page renders, and adds
 * the new page's once its Head has rendered, which may wait for the heads' chunk (lazy-head). This
 * keeps the current title until then, so that the document is never without one.
 */
export function keepTitleUntilNextHead(doc: Document = document): void {
  const title = doc.head.querySelector("title[data-gatsby-head]")
  if (!title) return
  // Gatsby removes the elements it marked; unmarked, the title stays until the new one is in.
  title.removeAttribute("data-gatsby-head")
  const observer = new MutationObserver(() => {
    if (!doc.head.querySelector("title[data-gatsby-head]")) return
    title.remove()
    observer.disconnect()
  })
  observer.observe(doc.head, { childList: true })
}
