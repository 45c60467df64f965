import "i18next"

/** t() returns a string (a missing key gives the key), never null, as the site configures i18next. */
declare module "i18next" {
  interface CustomTypeOptions {
    returnNull: false
  }
}
