import { useEffect, useState, type KeyboardEvent, type Ref } from "react"
import type { Option } from "../../../domain/forms/options"

export interface ComboboxProps {
  id: string
  /** The text in the box. */
  inputValue: string
  onInputValueChange: (text: string) => void
  /** The options to list for the current text (already filtered). */
  options: readonly Option[]
  onSelect: (option: Option) => void
  onBlur?: () => void
  inputRef?: Ref<HTMLInputElement>
  name?: string
  autoComplete?: string
  placeholder?: string
  /** Shown in the list when the text matches nothing; nothing is listed when absent. */
  noResultsText?: string
  /** What the polite live region says about the list, e.g. "8 results". */
  statusText?: (count: number) => string
  "aria-invalid"?: boolean
  "aria-describedby"?: string
  "aria-required"?: boolean
}

/**
 * An editable combobox with a list popup (WAI-ARIA 1.2 "list autocomplete"): type to narrow the
 * list, arrow keys to move, Enter to choose, Escape to close; the list's size is announced.
 */
export function Combobox({
  id,
  inputValue,
  onInputValueChange,
  options,
  onSelect,
  onBlur,
  inputRef,
  name,
  autoComplete = "off",
  placeholder,
  noResultsText,
  statusText,
  ...aria
}: ComboboxProps) {
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const listId = `${id}-listbox`
  const optionId = (index: number) => `${id}-option-${index}`
  const showList = open && (options.length > 0 || Boolean(noResultsText))

  useEffect(() => {
    if (active < 0) return
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: "nearest" })
    // optionId depends on id only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active])

  const choose = (option: Option) => {
    onSelect(option)
    setOpen(false)
    setActive(-1)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault()
        if (!open) setOpen(true)
        setActive((current) => Math.min(current + 1, options.length - 1))
        break
      case "ArrowUp":
        event.preventDefault()
        setActive((current) => Math.max(current - 1, 0))
        break
      case "Enter":
        if (open && active >= 0 && options[active]) {
          event.preventDefault()
          choose(options[active])
        }
        break
      case "Escape":
        if (open) {
          event.preventDefault()
          setOpen(false)
          setActive(-1)
        }
        break
      case "Tab":
        setOpen(false)
        break
    }
  }

  return (
    <div className="combobox">
      <input
        {...aria}
        ref={inputRef}
        id={id}
        name={name}
        type="text"
        role="combobox"
        className="form-field__input"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        autoComplete={autoComplete}
        placeholder={placeholder}
        value={inputValue}
        onChange={(event) => {
          onInputValueChange(event.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false)
          setActive(-1)
          onBlur?.()
        }}
      />
      {/*
        The options take no focus of their own: the input keeps it and points at the active option
        with aria-activedescendant (the ARIA combobox pattern), so the keyboard handlers are on the input.
      */}
      {/* eslint-disable jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus */}
      {/* The options are rendered while the list is shown only: a closed country list would be some 250 nodes to parse, lay out and hydrate. */}
      <div id={listId} role="listbox" className="combobox__list" hidden={!showList}>
        {showList &&
          options.map((option, index) => (
            <div
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={["combobox__option", index === active ? "combobox__option--active" : ""].filter(Boolean).join(" ")}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
            >
              {option.label}
            </div>
          ))}
        {showList && options.length === 0 && noResultsText && (
          <div className="combobox__empty" role="option" aria-disabled="true" aria-selected="false">
            {noResultsText}
          </div>
        )}
      </div>
      {/* eslint-enable jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus */}
      {statusText && (
        <span className="visually-hidden" role="status" aria-live="polite">
          {open ? statusText(options.length) : ""}
        </span>
      )}
    </div>
  )
}

/** Case- and accent-insensitive text for matching what someone typed. */
export function searchable(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLocaleLowerCase()
    .trim()
}

/** The options whose label contains the typed text, those that start with it first. */
export function filterOptions(options: readonly Option[], text: string): Option[] {
  const query = searchable(text)
  if (!query) return [...options]
  const matches = options.filter((option) => searchable(option.label).includes(query))
  return [
    ...matches.filter((option) => searchable(option.label).startsWith(query)),
    ...matches.filter((option) => !searchable(option.label).startsWith(query)),
  ]
}
