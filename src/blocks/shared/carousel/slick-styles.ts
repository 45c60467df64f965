/**
 * The styles react-slick needs, shipped with the carousel chunk instead of the site's stylesheet:
 * Gatsby bundles every imported .css file into the one stylesheet all pages inline, and the
 * carousel's belong only on pages that show one. The core rules follow slick-carousel 1.8.1's
 * slick.css (MIT) without the rule that hid the focus outline; the dots are the site's own.
 */
const SLICK_CSS = `
.slick-slider{position:relative;display:block;box-sizing:border-box;user-select:none;touch-action:pan-y;-webkit-tap-highlight-color:transparent}
.slick-list{position:relative;display:block;overflow:hidden;margin:0;padding:0}
.slick-list.dragging{cursor:pointer}
.slick-slider .slick-track,.slick-slider .slick-list{transform:translate3d(0,0,0)}
.slick-track{position:relative;top:0;left:0;display:flex;margin-left:auto;margin-right:auto}
.slick-loading .slick-track,.slick-loading .slick-slide{visibility:hidden}
.slick-slide{display:none;height:auto;min-height:1px}
.slick-slide>div{height:100%}
.slick-slide img{display:block}
.slick-initialized .slick-slide{display:block}
.slick-dots{display:flex;flex-wrap:wrap;justify-content:center;gap:var(--space-2);margin:var(--space-3) 0 0;padding:0;list-style:none}
.slick-dots button{width:1.75rem;height:1.75rem;border:2px solid var(--color-brand);border-radius:50%;background:#fff;color:var(--color-brand);font-size:0.75rem;font-weight:600;cursor:pointer}
.slick-dots .slick-active button{background:var(--color-brand);color:#fff}
@media (prefers-reduced-motion: reduce){.slick-track{transition:none!important}}
`

const STYLE_ID = "slick-styles"

/** Adds the carousel styles to the page once. */
export function injectSlickStyles(): void {
  if (document.getElementById(STYLE_ID)) return
  const style = document.createElement("style")
  style.id = STYLE_ID
  style.textContent = SLICK_CSS
  document.head.appendChild(style)
}
