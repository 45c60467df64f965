/**
 * The menus and social icons of the content model, in a module of their own: browser code (the
 * menu mappers) imports them without the rest of the model.
 */
export const MENU_NAMES = [
  "main",
  "tools",
  "footer-first",
  "footer-second",
  "footer-third",
  "footer-fourth",
  "footer-fifth",
  "footer-additional",
  "footer-social",
] as const

export const SOCIAL_ICONS = ["facebook", "linkedin", "youtube", "twitter", "instagram"] as const
