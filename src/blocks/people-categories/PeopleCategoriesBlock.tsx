import { graphql } from "gatsby"
import { useRef, useState, type KeyboardEvent } from "react"
import type { PeopleCategoriesBlockView, PeopleCategoryView } from "../../drupal/mappers/blocks/people-categories"
import { BlockSection, itemHeadingLevel } from "../shared/BlockSection"
import { Card } from "../shared/Card"
import type { BlockBaseView } from "../../drupal/mappers/component"
import { useBlockText } from "../shared/use-block-text"
import type { BlockProps } from "../types"
import "./people-categories.css"

export const fragment = graphql`
  fragment PeopleCategoriesBlock on paragraph__people_categories {
    listing {
      id
      name
      people {
        ...PersonCard
      }
    }
  }
`

interface PeopleProps {
  category: PeopleCategoryView
  base: BlockBaseView
  locale: string
  headingLevel: "h2" | "h3" | "h4"
}

function People({ category, base, locale, headingLevel }: PeopleProps) {
  return (
    <ul className="block-grid">
      {category.people.map((person) => (
        <li key={person.id}>
          <Card
            card={person}
            locale={locale}
            headingLevel={headingLevel}
            aspectRatio={base.aspectRatio ?? "1 / 1"}
            hoverTitles={base.hoverTitles}
            hoverButtons={base.hoverButtons}
            border={base.border}
          />
        </li>
      ))}
    </ul>
  )
}

/**
 * The teams: one tab per people category (WAI-ARIA tabs, arrow keys move between them), each
 * panel with the category's people. Every panel is in the static HTML; one shows at a time.
 */
export function PeopleCategoriesBlock({ view, locale }: BlockProps<PeopleCategoriesBlockView>) {
  const { base, categories } = view
  const text = useBlockText(base.strings)
  const [selected, setSelected] = useState(0)
  const tabs = useRef<Array<HTMLButtonElement | null>>([])
  const idOf = (index: number, part: "tab" | "panel") => `people-${base.id}-${part}-${index}`

  const select = (index: number) => {
    const next = (index + categories.length) % categories.length
    setSelected(next)
    tabs.current[next]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: categories.length - 1 }
    if (!(event.key in moves)) return
    event.preventDefault()
    select(moves[event.key])
  }

  const Heading = itemHeadingLevel(base)
  if (categories.length === 1) {
    // One team needs no tabs: its name heads its people.
    return (
      <BlockSection type="people-categories" base={base}>
        <Heading className="people-categories__name">{categories[0].name}</Heading>
        <People category={categories[0]} base={base} locale={locale} headingLevel={Heading === "h2" ? "h3" : "h4"} />
      </BlockSection>
    )
  }

  return (
    <BlockSection type="people-categories" base={base}>
      <div className="people-categories__tabs" role="tablist" aria-label={base.title ?? text("teams")}>
        {categories.map((category, index) => (
          <button
            key={category.id}
            ref={(element) => {
              tabs.current[index] = element
            }}
            type="button"
            role="tab"
            id={idOf(index, "tab")}
            className="people-categories__tab"
            aria-selected={index === selected}
            aria-controls={idOf(index, "panel")}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
          >
            {category.name}
          </button>
        ))}
      </div>
      {categories.map((category, index) => (
        <div
          key={category.id}
          role="tabpanel"
          id={idOf(index, "panel")}
          aria-labelledby={idOf(index, "tab")}
          className="people-categories__panel"
          hidden={index !== selected}
        >
          <People category={category} base={base} locale={locale} headingLevel={Heading} />
        </div>
      ))}
    </BlockSection>
  )
}
