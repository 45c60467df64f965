import type { SocialIcon } from "../../drupal/mappers/menus"
import { ICON_SVG } from "./icons"

/** The social networks' marks of the footer, apart from the shell's other icons: only the footer's chunk needs them. */

/** The glyph inside each mark is cut out in the colour of the background (--icon-cutout). */
const SOCIAL_PATHS: Record<SocialIcon, JSX.Element> = {
  facebook: (
    <>
      <rect x="2" y="2" width="20" height="20" rx="4" fill="currentColor" />
      <path
        d="M13.2 20v-6.4h2.2l.3-2.6h-2.5V9.4c0-.7.2-1.2 1.3-1.2h1.3V5.9a18 18 0 0 0-2-.1c-2 0-3.3 1.2-3.3 3.4V11H8.3v2.6h2.2V20z"
        className="icon-cutout"
      />
    </>
  ),
  linkedin: (
    <>
      <rect x="2" y="2" width="20" height="20" rx="4" fill="currentColor" />
      <path
        d="M6.5 9.5h2.4V18H6.5zM7.7 5.6a1.4 1.4 0 1 1 0 2.8 1.4 1.4 0 0 1 0-2.8zM10.4 9.5h2.3v1.2c.4-.7 1.3-1.4 2.6-1.4 2.5 0 3 1.6 3 3.8V18h-2.4v-4.3c0-1 0-2.3-1.4-2.3s-1.7 1.1-1.7 2.2V18h-2.4z"
        className="icon-cutout"
      />
    </>
  ),
  youtube: (
    <>
      <rect x="1.5" y="5" width="21" height="14" rx="4" fill="currentColor" />
      <path d="M10 9v6l5.2-3z" className="icon-cutout" />
    </>
  ),
  twitter: (
    <>
      <rect x="2" y="2" width="20" height="20" rx="4" fill="currentColor" />
      <path d="M7 6.5h2.9l7.1 11H14.1zM16.6 6.5 7.4 17.5" className="icon-cutout-stroke" strokeWidth={1.4} fill="none" />
    </>
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth={2} />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth={2} />
      <circle cx="17.3" cy="6.7" r="1.2" fill="currentColor" />
    </>
  ),
}

export function SocialIconGlyph({ icon, className }: { icon: SocialIcon; className?: string }) {
  return (
    <svg {...ICON_SVG} className={className}>
      {SOCIAL_PATHS[icon]}
    </svg>
  )
}
