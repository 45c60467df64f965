/**
 * For the comparison tests only: i18next 22 makes a new Intl.PluralRules for every plural lookup
 * (PluralResolver.getRule), which was most of their time, as they look up every key of every locale
 * with a count. A locale's rules never change, so here each locale and type gets one instance.
 * Import it before i18next.
 */
const made = new Map<string, Intl.PluralRules>()
const RealPluralRules = Intl.PluralRules

Object.defineProperty(Intl, "PluralRules", {
  configurable: true,
  writable: true,
  value: new Proxy(RealPluralRules, {
    construct(target, args: ConstructorParameters<typeof Intl.PluralRules>) {
      const key = JSON.stringify(args)
      let rules = made.get(key)
      if (!rules) {
        rules = new target(...args)
        made.set(key, rules)
      }
      return rules
    },
  }),
})
