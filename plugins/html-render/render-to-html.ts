import type { ReactNode } from "react"
import { renderToString } from "react-dom/server"
import { renderToReadableStream } from "react-dom/server.browser"

/**
 * What React writes for a Suspense boundary it left for the browser to render: one whose content
 * suspended (code or data not there yet) or threw while rendering to a string.
 */
const CLIENT_RENDERED_BOUNDARY = "<!--$!-->"

/**
 * Renders a page's body to HTML once everything in it, Suspense boundaries included, is ready.
 *
 * Most pages render at once: an island's or a lazy component's code, once loaded in the build's
 * worker, no longer suspends. Those render to a string, which is the same HTML as the stream below
 * without encoding every chunk to bytes and back (a sixth of the HTML phase in a profile of the
 * demo build). A page in which something suspended or failed renders again with the stream.
 */
export async function renderToHtml(element: ReactNode): Promise<string> {
  const html = renderToString(element)
  return html.includes(CLIENT_RENDERED_BOUNDARY) ? renderWaitingForSuspense(element) : html
}

/**
 * Not React 18.3's Node stream (renderToPipeableStream, what Gatsby's static-entry uses): when a
 * multibyte character does not fit in what is left of its 2 KB buffer, it sends the whole buffer,
 * unwritten zero bytes and all, so the HTML gets U+0000 before the character ("Fran\0çais";
 * React issues 24985, 31134, fixed only in React 19). The web stream of the same renderer sends
 * exactly the bytes it wrote, and may cut a character between two chunks, so its bytes are
 * decoded as one stream, never chunk by chunk (which would make U+FFFD of a cut character).
 */
export async function renderWaitingForSuspense(element: ReactNode): Promise<string> {
  let renderError: unknown
  const stream = await renderToReadableStream(element, {
    onError(error) {
      renderError ??= error
    },
  })
  await stream.allReady
  const decoder = new TextDecoder("utf-8", { fatal: true })
  let html = ""
  const reader = stream.getReader()
  for (let read = await reader.read(); !read.done; read = await reader.read()) html += decoder.decode(read.value, { stream: true })
  html += decoder.decode()
  // Gatsby fails the page on any render error; a boundary's error would otherwise only show its fallback.
  if (renderError !== undefined) throw renderError
  return html
}
