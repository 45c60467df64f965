/** gatsby-plugin-react-i18next's browser part, which the browser bundle gets in its lean form (lean-wrap-page-element.tsx). */
export const PLUGIN_BROWSER = /gatsby-plugin-react-i18next[\\/]gatsby-browser\.js$/
