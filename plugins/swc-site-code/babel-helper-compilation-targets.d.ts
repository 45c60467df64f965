/** The one function of Babel's target resolution this plugin uses (the package ships no types). */
declare module "@babel/helper-compilation-targets" {
  /** Babel's targets for a browserslist: the lowest version of each browser Babel knows, e.g. { chrome: "109.0.0" }. */
  export default function getTargets(options: { browsers: string | readonly string[] }): Record<string, string>
}
