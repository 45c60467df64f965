import type { SwitcherCountry } from "../../domain/locale-switcher"
import { GlobeIcon } from "./panel-icons"
import { ShellLink } from "./ShellLink"
import { Submenu } from "./Submenu"

interface LanguageSwitcherProps {
  countries: readonly SwitcherCountry[]
  label: string
  backLabel: string
  /** Said of a locale the page has no translation in: its link goes to that locale's home. */
  homeOnlyNote: string
  open: boolean
  onOpen: () => void
  onBack: () => void
}

/**
 * The language and country switcher: each country with its locales. A link goes to the same
 * page's translation where there is one, else to that locale's home, and then says so before the
 * visitor follows it (in the page's language), rather than landing them on a home page unasked.
 */
export function LanguageSwitcher({ countries, label, backLabel, homeOnlyNote, open, onOpen, onBack }: LanguageSwitcherProps) {
  const currentCountry = countries.find((country) => country.current)
  const currentLink = currentCountry?.links.find((link) => link.current)
  return (
    <div className={open ? "nav-section nav-switcher has-open" : "nav-section nav-switcher"}>
      <Submenu
        id="submenu-switcher"
        open={open}
        onOpen={onOpen}
        onBack={onBack}
        triggerClassName="nav-switcher__toggle"
        trigger={
          <>
            <GlobeIcon />
            <span>
              <span className="visually-hidden">{label}: </span>
              {currentCountry && currentLink ? `${currentCountry.name} · ${currentLink.language}` : label}
            </span>
          </>
        }
        backLabel={backLabel}
        heading={<h2 className="submenu__title">{label}</h2>}
      >
        <ul className="switcher-countries">
          {countries.map((country) => (
            <li key={country.code ?? country.name} className="switcher-country">
              <span className="switcher-country__name">{country.name}</span>
              <ul className="switcher-country__locales">
                {country.links.map((link) => (
                  <li key={link.locale}>
                    <ShellLink
                      to={link.path}
                      hrefLang={link.hreflang}
                      aria-current={link.current ? "true" : undefined}
                      aria-describedby={link.translated ? undefined : `switcher-note-${link.locale}`}
                      className="switcher-link"
                    >
                      <span className="visually-hidden">{country.name}: </span>
                      <span lang={link.hreflang}>{link.language}</span>
                    </ShellLink>
                    {!link.translated && (
                      <span id={`switcher-note-${link.locale}`} className="switcher-link__note">
                        {homeOnlyNote}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Submenu>
    </div>
  )
}
