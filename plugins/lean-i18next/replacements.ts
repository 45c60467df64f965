/** gatsby-plugin-react-i18next's browser part, which the browser bundle gets in its lean form (lean-wrap-page-element.tsx). */
export const PLUGIN_BROWSER = /gatsby-plugin-react-i18next[\\/]gatsby-browser\.js$/

/** gatsby-plugin-react-i18next's server part, whose wrapPageElement the HTML renderer gets in the same lean form. */
export const PLUGIN_SSR = /gatsby-plugin-react-i18next[\\/]gatsby-ssr\.js$/
