import { useEffect, useId, useRef, useState, type FormEvent } from "react"
import { useText } from "../../i18n/use-text"
import { isValidKeyword, MIN_KEYWORD_WORD_LENGTH, normalizeKeyword } from "../../domain/search/keyword"

interface SearchFormProps {
  /** The keyword of the URL, shown in the field once the page is live. */
  keyword: string
  /** The search page's path: without JavaScript the form is sent there as ?keyword=. */
  action: string
  onSearch(keyword: string): void
}

/**
 * The keyword field and its button. The keyword needs a word of at least three characters; while
 * it has none the button is disabled, and once something is typed the input-min error says why.
 */
export function SearchForm({ keyword, action, onSearch }: SearchFormProps) {
  const t = useText("search")
  const id = useId()
  const [value, setValue] = useState(keyword)
  const input = useRef<HTMLInputElement>(null)
  const live = useRef(false)
  useEffect(() => {
    // What the visitor typed before the page was live stays; after that the field follows the URL.
    const typed = input.current?.value ?? ""
    const first = !live.current
    live.current = true
    setValue(first && typed ? typed : keyword)
  }, [keyword])

  const valid = isValidKeyword(value)
  const showError = !valid && value.trim() !== ""
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (valid) onSearch(normalizeKeyword(value))
  }

  return (
    <form className="search-form" role="search" method="get" action={action} onSubmit={submit} noValidate>
      <label className="search-form__label" htmlFor={`${id}-keyword`}>
        {t("keyword_label")}
      </label>
      <p className="search-form__hint" id={`${id}-hint`}>
        {t("keyword_hint", { min: MIN_KEYWORD_WORD_LENGTH })}
      </p>
      <div className="search-form__row">
        <input
          className="search-form__input"
          ref={input}
          id={`${id}-keyword`}
          name="keyword"
          type="search"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={showError || undefined}
          aria-describedby={showError ? `${id}-hint ${id}-error` : `${id}-hint`}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button className="button search-form__submit" type="submit" disabled={!valid}>
          {t("submit")}
        </button>
      </div>
      {showError && (
        <p className="search-form__error" id={`${id}-error`} role="alert">
          {t("input_min", { min: MIN_KEYWORD_WORD_LENGTH })}
        </p>
      )}
    </form>
  )
}
