/** The mark Gatsby puts on the head elements it manages, and removes them by, on a client-side visit. */
const GATSBY_HEAD = "data-gatsby-head"

/**
 * On a client-side visit Gatsby removes the page's head elements as the new page renders, and adds
 * the new page's once its Head has rendered, which may wait for the heads' chunk (lazy-head).
 * Unmarked, the current title stays until then, so that the document is never without one.
 */
export function keepTitleThroughVisit(doc: Document = document): void {
  doc.head.querySelector(`title[${GATSBY_HEAD}]`)?.removeAttribute(GATSBY_HEAD)
}

/**
 * Removes a title kept through a visit. The new head calls it in its effect, which React runs just
 * before Gatsby's (a parent's) adds the new title: the document has one title at every moment.
 */
export function removeKeptTitle(doc: Document = document): void {
  doc.head.querySelectorAll(`title:not([${GATSBY_HEAD}])`).forEach((title) => title.remove())
}
