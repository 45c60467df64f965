import { useState } from "react"
import { allOpen, togglePanel } from "../../domain/accordion"
import type { AccordionItemView } from "../../drupal/mappers/blocks/accordion"
import { RichText } from "../../components/ui/RichText"
import type { BlockText } from "./use-block-text"
import "./accordion.css"

interface AccordionProps {
  /** The panel group's id; panels and buttons derive theirs from it. */
  id: string
  items: readonly AccordionItemView[]
  /** Panels open independently and "expand all" is offered; otherwise one panel at a time. */
  expandable: boolean
  headingLevel: "h2" | "h3"
  text: BlockText
}

/** The WAI-ARIA accordion: each title a button in a heading, controlling its panel. */
export function Accordion({ id, items, expandable, headingLevel: Heading, text }: AccordionProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set())
  const ids = items.map((item) => item.id)
  const everythingOpen = allOpen(open, ids)
  return (
    <div className="accordion" id={id}>
      {expandable && (
        <p className="accordion__toolbar">
          <button
            type="button"
            className="accordion__expand"
            aria-controls={ids.map((itemId) => `${id}-panel-${itemId}`).join(" ")}
            onClick={() => setOpen(everythingOpen ? new Set() : new Set(ids))}
          >
            {text(everythingOpen ? "collapse_all" : "expand_all")}
          </button>
        </p>
      )}
      {items.map((item) => {
        const expanded = open.has(item.id)
        const buttonId = `${id}-button-${item.id}`
        const panelId = `${id}-panel-${item.id}`
        return (
          <div key={item.id} className="accordion__item">
            <Heading className="accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="accordion__button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen((current) => togglePanel(current, item.id, !expandable))}
              >
                {item.title}
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion__panel" hidden={!expanded}>
              <RichText html={item.html} />
            </div>
          </div>
        )
      })}
    </div>
  )
}
