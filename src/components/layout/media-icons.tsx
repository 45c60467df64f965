import { ICON_SVG, type IconProps } from "./icons"

/** The icons of the sliders' and the cover video's play and pause buttons. */

export function PauseIcon({ className }: IconProps) {
  return (
    <svg {...ICON_SVG} className={className} fill="currentColor">
      <path d="M7 5h3v14H7zM14 5h3v14h-3z" />
    </svg>
  )
}

export function PlayIcon({ className }: IconProps) {
  return (
    <svg {...ICON_SVG} className={className} fill="currentColor">
      <path d="M8 5v14l11-7z" />
    </svg>
  )
}
