import { useEffect, useState } from "react"
import { PREVIEW_API_PATH } from "../../config/preview"
import { previewNode, type DraftDocument, type PreviewNode } from "../../drupal/mappers/preview-node"

/** Why the preview function refused (netlify/lib/preview/endpoint.ts), each a message of the preview namespace. */
export type PreviewRefusal = "invalid" | "expired" | "unsupported" | "not_found" | "unavailable"

export type DraftState =
  { kind: "loading" } | { kind: "refused"; reason: PreviewRefusal } | { kind: "draft"; resourceType: string; node: PreviewNode }

const REFUSALS: readonly PreviewRefusal[] = ["invalid", "expired", "unsupported", "not_found", "unavailable"]

function refusalOf(body: unknown): PreviewRefusal {
  const reason = (body as { reason?: unknown } | null)?.reason
  return REFUSALS.find((known) => known === reason) ?? "unavailable"
}

/**
 * The draft the page's link names: its token goes to the preview function, never stored (the
 * function answers no-store; the request asks for no cache either). Until the answer: loading.
 */
export function useDraft(search: string): DraftState {
  const [state, setState] = useState<DraftState>({ kind: "loading" })
  useEffect(() => {
    const token = new URLSearchParams(search).get("token")
    if (!token) {
      setState({ kind: "refused", reason: "invalid" })
      return
    }
    const controller = new AbortController()
    fetch(`${PREVIEW_API_PATH}?${new URLSearchParams({ token }).toString()}`, { cache: "no-store", signal: controller.signal })
      .then(async (response) => {
        const body: unknown = await response.json().catch(() => null)
        if (!response.ok) return setState({ kind: "refused", reason: refusalOf(body) })
        const document = body as DraftDocument
        const node = previewNode(document)
        setState(
          node && document.data ? { kind: "draft", resourceType: document.data.type, node } : { kind: "refused", reason: "not_found" },
        )
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: "refused", reason: "unavailable" })
      })
    return () => controller.abort()
  }, [search])
  return state
}
