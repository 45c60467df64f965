import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react"
import { useTranslation } from "react-i18next"
import { AUTOCOMPLETE } from "../../../config/location-finder"
import type { CitySuggestion, SuggestionsAnswer } from "../../../domain/geocoding"

/** The caller's fetch of suggestions for a text (spec: location autocomplete). */
export type FetchSuggestions = (text: string, init: { signal: AbortSignal }) => Promise<Response>

interface CityAutocompleteProps {
  id: string
  name: string
  value: string
  placeholder?: string
  describedBy?: string
  onChange: (value: string) => void
  onSuggestionChosen?: (suggestion: CitySuggestion) => void
  fetchSuggestions: FetchSuggestions
}

type Lookup = { kind: "suggestions"; suggestions: CitySuggestion[] } | { kind: "failed" }

/**
 * An empty list, a 404 (the spec's "no results") or any other refusal of this text (400, 429: too
 * many requests) are no results for it, and the next text asks again; only a failure of the
 * feature itself (5xx, network, a body that is not a list) makes the field a plain input.
 */
async function lookUp(fetchSuggestions: FetchSuggestions, text: string, signal: AbortSignal): Promise<Lookup> {
  try {
    const response = await fetchSuggestions(text, { signal })
    if (response.status >= 400 && response.status < 500) return { kind: "suggestions", suggestions: [] }
    if (!response.ok) return { kind: "failed" }
    const body = (await response.json()) as Partial<SuggestionsAnswer>
    return Array.isArray(body.suggestions) ? { kind: "suggestions", suggestions: body.suggestions } : { kind: "failed" }
  } catch {
    return { kind: "failed" }
  }
}

/**
 * The city field with suggestions: an ARIA 1.2 combobox (list autocomplete). Arrow keys move
 * through the suggestions, Enter takes one, Escape closes the list. When the suggestions cannot
 * be fetched it stays a plain text input for the rest of the visit.
 */
export function CityAutocomplete({
  id,
  name,
  value,
  placeholder,
  describedBy,
  onChange,
  onSuggestionChosen,
  fetchSuggestions,
}: CityAutocompleteProps) {
  const { t } = useTranslation("finder")
  const listId = useId()
  const [suggestions, setSuggestions] = useState<CitySuggestion[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [plain, setPlain] = useState(false)
  const typed = useRef(false)
  const fetchRef = useRef(fetchSuggestions)
  fetchRef.current = fetchSuggestions

  useEffect(() => {
    const text = value.trim()
    // Only what the visitor types asks for suggestions, not a value the finder set.
    if (plain || !typed.current || text.length < AUTOCOMPLETE.minLength) {
      setSuggestions([])
      setOpen(false)
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      const result = await lookUp(fetchRef.current, text, controller.signal)
      if (controller.signal.aborted) return
      if (result.kind === "failed") {
        setPlain(true)
        return
      }
      setSuggestions(result.suggestions)
      setActive(-1)
      setOpen(result.suggestions.length > 0)
    }, AUTOCOMPLETE.debounceMs)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [value, plain])

  const choose = (suggestion: CitySuggestion) => {
    typed.current = false
    onChange(suggestion.name)
    onSuggestionChosen?.(suggestion)
    setOpen(false)
    setActive(-1)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && suggestions.length) {
      event.preventDefault()
      setOpen(true)
      setActive((index) => (index + 1) % suggestions.length)
    } else if (event.key === "ArrowUp" && suggestions.length) {
      event.preventDefault()
      setOpen(true)
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1))
    } else if (event.key === "Enter" && open && active >= 0) {
      event.preventDefault()
      choose(suggestions[active])
    } else if (event.key === "Escape" && open) {
      event.preventDefault()
      setOpen(false)
      setActive(-1)
    }
  }

  const input = {
    id,
    name,
    type: "text",
    value,
    placeholder,
    maxLength: 100,
    "aria-describedby": describedBy,
    onChange: (event: { target: { value: string } }) => {
      typed.current = true
      onChange(event.target.value)
    },
  }

  if (plain) return <input {...input} autoComplete="address-level2" />

  const optionId = (index: number) => `${listId}-${index}`
  const expanded = open && suggestions.length > 0
  return (
    <div className="city-autocomplete">
      <input
        {...input}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <div id={listId} role="listbox" className="city-autocomplete__list" hidden={!expanded}>
        {suggestions.map((suggestion, index) => (
          <div
            key={`${suggestion.name}|${suggestion.countryCode}`}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className="city-autocomplete__option"
            // On mouse down, not click: the focus stays in the input, whose keys operate the list.
            onMouseDown={(event) => {
              event.preventDefault()
              choose(suggestion)
            }}
          >
            {suggestion.name}
            <span className="city-autocomplete__country">, {suggestion.country}</span>
          </div>
        ))}
      </div>
      <p className="visually-hidden" role="status">
        {expanded ? t("suggestions", { count: suggestions.length }) : ""}
      </p>
    </div>
  )
}
