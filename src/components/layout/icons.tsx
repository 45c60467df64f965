/**
 * Small inline icons of the shell; decorative: the control around each carries the name. Here the
 * header's, which every page loads; the menu's and the players' are with them (panel-icons.tsx,
 * media-icons.tsx), in chunks that load when needed.
 */

export interface IconProps {
  className?: string
}

/** What every icon's svg has. */
export const ICON_SVG = { width: 24, height: 24, viewBox: "0 0 24 24", "aria-hidden": true, focusable: false } as const

export function MenuIcon({ className }: IconProps) {
  return (
    <svg {...ICON_SVG} className={className} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  )
}

export function ArrowLeftIcon({ className }: IconProps) {
  return (
    <svg {...ICON_SVG} className={className} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      <path d="M19 12H5M11 6l-6 6 6 6" />
    </svg>
  )
}

export function SearchIcon({ className }: IconProps) {
  return (
    <svg {...ICON_SVG} className={className} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5L20 20" />
    </svg>
  )
}

/** A speech bubble: the contact button's sign where its label is hidden (narrow screens). */
export function ContactIcon({ className }: IconProps) {
  return (
    <svg {...ICON_SVG} className={className} fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round">
      <path d="M4 5h16v11H9l-5 4z" />
    </svg>
  )
}
