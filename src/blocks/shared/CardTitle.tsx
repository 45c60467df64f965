import { titleSegments } from "../../domain/cards"
import { useBlockText } from "./use-block-text"

/** A card title, with each :electric: marker shown as a lightning icon that says "Electric". */
export function CardTitle({ title }: { title: string }) {
  const text = useBlockText()
  return (
    <>
      {titleSegments(title).map((segment, index) =>
        segment.kind === "text" ? (
          segment.text
        ) : (
          <span key={index} className="electric-icon" role="img" aria-label={text("electric")}>
            <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
              <path d="M13.5 2 4 13.5h6.5L9 22l10-12.5h-6.6L13.5 2Z" fill="currentColor" />
            </svg>
          </span>
        ),
      )}
    </>
  )
}
