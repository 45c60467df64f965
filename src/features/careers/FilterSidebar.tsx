import { useId, useState, type RefObject } from "react"
import { useTranslation } from "react-i18next"
import {
  FILTER_GROUPS,
  filterOptions,
  isCollapsible,
  TITLE_FILTER_MIN_LENGTH,
  visibleOptions,
  type CareersCard,
  type CareersFilters,
  type FilterGroup,
} from "../../domain/careers/listing"

interface FilterSidebarProps {
  cards: readonly CareersCard[]
  filters: CareersFilters
  locale: string
  titleInput: RefObject<HTMLInputElement>
  onTitle: (title: string) => void
  onToggle: (group: FilterGroup, value: string) => void
  /** Null when nothing is filtered. */
  onClear: (() => void) | null
}

/** The title search and a fieldset of checkboxes per filter group, each value with its count. */
export function FilterSidebar({ cards, filters, locale, titleInput, onTitle, onToggle, onClear }: FilterSidebarProps) {
  const { t } = useTranslation("careers")
  const id = useId().replace(/:/g, "")
  return (
    <aside className="careers__filters" aria-label={t("filters")}>
      <form role="search" className="careers__search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${id}-title`}>{t("title_filter")}</label>
        <p id={`${id}-title-hint`} className="careers__hint">
          {t("title_filter_hint", { count: TITLE_FILTER_MIN_LENGTH })}
        </p>
        <input
          ref={titleInput}
          id={`${id}-title`}
          type="search"
          name="jobPostingTitle"
          value={filters.title}
          maxLength={100}
          autoComplete="off"
          aria-describedby={`${id}-title-hint`}
          onChange={(event) => onTitle(event.target.value)}
        />
      </form>
      {FILTER_GROUPS.map((group) => (
        <FilterGroupFieldset
          key={group}
          id={`${id}-${group}`}
          group={group}
          options={filterOptions(cards, filters, group, locale)}
          onToggle={(value) => onToggle(group, value)}
        />
      ))}
      {onClear && (
        <button type="button" className="careers__clear" onClick={onClear}>
          {t("clear_filters")}
        </button>
      )}
    </aside>
  )
}

interface FilterGroupFieldsetProps {
  id: string
  group: FilterGroup
  options: ReturnType<typeof filterOptions>
  onToggle: (value: string) => void
}

function FilterGroupFieldset({ id, group, options, onToggle }: FilterGroupFieldsetProps) {
  const { t } = useTranslation("careers")
  const [expanded, setExpanded] = useState(false)
  if (!options.length) return null
  const visible = visibleOptions(options, expanded)
  const collapsible = isCollapsible(options)
  return (
    <fieldset className="careers__group">
      <legend>{t(`group_${group}`)}</legend>
      <ul className="careers__options" id={`${id}-options`}>
        {visible.map((option, index) => (
          <li key={option.value}>
            <input
              type="checkbox"
              id={`${id}-${index}`}
              name={group}
              value={option.value}
              checked={option.selected}
              onChange={() => onToggle(option.value)}
            />
            <label htmlFor={`${id}-${index}`}>
              {option.value} <span className="careers__option-count">({option.count})</span>
            </label>
          </li>
        ))}
      </ul>
      {collapsible && (
        <button
          type="button"
          className="careers__expand"
          aria-expanded={expanded}
          aria-controls={`${id}-options`}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? t("show_fewer") : t("show_all", { count: options.length })}
        </button>
      )}
    </fieldset>
  )
}
