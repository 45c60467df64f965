import "i18next"

/**
 * Every key exists in every locale (a test compares them), so t() never returns null: its result
 * can name a control (aria-label) as it is.
 */
declare module "i18next" {
  interface CustomTypeOptions {
    returnNull: false
  }
}
