/**
 * The part of i18next (v22) that gatsby-plugin-react-i18next, react-i18next and the site use, for
 * both bundles (the browser's and the HTML renderer's): resources given at init (the page data
 * carries them), flat keys (no key or namespace separator), namespace fallbacks, plurals by
 * Intl.PluralRules with the _zero form, context, defaultValue, returnObjects and {{variable}}
 * interpolation without escaping.
 * No backends, detection, formatting or nesting. lean-i18next.test.ts compares it with i18next.
 */
type Resources = Record<string, Record<string, Record<string, unknown>>>
type Listener = (...args: unknown[]) => void
export interface TOptions {
  [variable: string]: unknown
  count?: number
  context?: unknown
  defaultValue?: unknown
  ns?: string | readonly string[]
  lng?: string
  returnObjects?: boolean
}
export interface InitOptions {
  [option: string]: unknown
  resources?: Resources
  lng?: string
  fallbackLng?: string | false
  defaultNS?: string
  fallbackNS?: string | readonly string[] | false
  ns?: string | readonly string[]
  react?: Record<string, unknown>
}

const INTERPOLATION = /{{-?(.+?)}}/g
const pluralRules = new Map<string, Intl.PluralRules>()

function pluralCategory(lng: string, count: number): string {
  let rules = pluralRules.get(lng)
  if (!rules) {
    try {
      rules = new Intl.PluralRules(lng)
    } catch {
      rules = new Intl.PluralRules("en")
    }
    pluralRules.set(lng, rules)
  }
  return rules.select(count)
}

function asList(value: string | readonly string[] | false | undefined): string[] {
  if (!value) return []
  return typeof value === "string" ? [value] : [...value]
}

class Emitter {
  private listeners = new Map<string, Set<Listener>>()
  on(events: string, listener: Listener): this {
    for (const event of events.split(" ")) {
      const set = this.listeners.get(event) ?? new Set<Listener>()
      set.add(listener)
      this.listeners.set(event, set)
    }
    return this
  }
  off(event: string, listener?: Listener): this {
    if (listener) this.listeners.get(event)?.delete(listener)
    else this.listeners.delete(event)
    return this
  }
  emit(event: string, ...args: unknown[]): void {
    this.listeners.get(event)?.forEach((listener) => listener(...args))
  }
}

class ResourceStore extends Emitter {
  constructor(public data: Resources) {
    super()
  }
  getResource(lng: string, ns: string, key: string): unknown {
    return this.data[lng]?.[ns]?.[key]
  }
  addResourceBundle(lng: string, ns: string, resources: Record<string, unknown>): void {
    this.data[lng] = { ...this.data[lng], [ns]: { ...this.data[lng]?.[ns], ...resources } }
    this.emit("added", lng, ns)
  }
}

export class I18n extends Emitter {
  options: InitOptions & { ns: string[]; defaultNS: string; fallbackNS: string[]; ignoreJSONStructure: boolean } = {
    ns: ["translation"],
    defaultNS: "translation",
    fallbackNS: [],
    ignoreJSONStructure: true,
  }
  store = new ResourceStore({})
  language = ""
  languages: string[] = []
  isInitialized = false
  services = {
    resourceStore: this.store,
    backendConnector: { state: {} as Record<string, number>, backend: undefined },
    interpolator: { interpolate: (text: string, data: Record<string, unknown>) => interpolate(text, data) },
  }

  use(): this {
    return this
  }

  init(options: InitOptions = {}, callback?: (error: unknown, t: I18n["t"]) => void): this {
    const defaultNS = options.defaultNS ?? "translation"
    this.options = {
      ...options,
      ns: asList(options.ns).length ? asList(options.ns) : [defaultNS],
      defaultNS,
      fallbackNS: asList(options.fallbackNS),
      ignoreJSONStructure: true,
    }
    this.store.data = { ...(options.resources ?? {}) }
    this.setLanguage(options.lng ?? "en")
    this.isInitialized = true
    this.emit("initialized", this.options)
    callback?.(null, this.t)
    return this
  }

  private setLanguage(lng: string): void {
    this.language = lng
    const fallback = asList(this.options.fallbackLng ?? "dev")
    const base = lng.split("-")[0]
    this.languages = [...new Set([lng, base, ...fallback])]
  }

  changeLanguage(lng?: string, callback?: (error: unknown, t: I18n["t"]) => void): Promise<I18n["t"]> {
    if (lng && lng !== this.language) {
      this.setLanguage(lng)
      this.emit("languageChanged", lng)
    }
    callback?.(null, this.t)
    return Promise.resolve(this.t)
  }

  createInstance(options?: InitOptions, callback?: (error: unknown, t: I18n["t"]) => void): I18n {
    const instance = new I18n()
    if (options) instance.init(options, callback)
    return instance
  }

  cloneInstance(): I18n {
    return this.createInstance({ ...this.options, resources: this.store.data })
  }

  hasResourceBundle(lng: string, ns: string): boolean {
    return this.store.data[lng]?.[ns] !== undefined
  }
  getResourceBundle(lng: string, ns: string): Record<string, unknown> | undefined {
    return this.store.data[lng]?.[ns]
  }
  addResourceBundle(lng: string, ns: string, resources: Record<string, unknown>): this {
    this.store.addResourceBundle(lng, ns, resources)
    return this
  }
  getResource(lng: string, ns: string, key: string): unknown {
    return this.store.getResource(lng, ns, key)
  }
  hasLoadedNamespace(): boolean {
    return true
  }
  loadNamespaces(_ns: unknown, callback?: () => void): Promise<void> {
    callback?.()
    return Promise.resolve()
  }
  loadLanguages(_lngs: unknown, callback?: () => void): Promise<void> {
    callback?.()
    return Promise.resolve()
  }
  exists(key: string, options: TOptions = {}): boolean {
    return this.lookup([key], options) !== undefined
  }

  getFixedT(lng: string | null, ns?: string | readonly string[] | null, keyPrefix?: string): I18n["t"] & { lng?: string; ns?: unknown } {
    const fixed = (key: string | readonly string[], options?: TOptions | string) => {
      const opts: TOptions = typeof options === "string" ? { defaultValue: options } : { ...options }
      const keys = (typeof key === "string" ? [key] : [...key]).map((k) => (keyPrefix ? `${keyPrefix}.${k}` : k))
      return this.t(keys, { lng: lng ?? undefined, ns: ns ?? undefined, ...opts })
    }
    return Object.assign(fixed, { lng: lng ?? undefined, ns: ns ?? undefined, keyPrefix })
  }

  /** Candidate keys, most specific first, as i18next tries them. */
  private candidates(key: string, lng: string, options: TOptions): string[] {
    const keys = [key]
    const plural = typeof options.count === "number"
    const suffix = plural ? `_${pluralCategory(lng, options.count as number)}` : ""
    const zero = plural && options.count === 0
    if (plural) keys.push(key + suffix)
    if (zero) keys.push(`${key}_zero`)
    const context = options.context
    if ((typeof context === "string" && context !== "") || typeof context === "number") {
      const contextKey = `${key}_${context}`
      keys.push(contextKey)
      if (plural) keys.push(contextKey + suffix)
      if (zero) keys.push(`${contextKey}_zero`)
    }
    return keys.reverse()
  }

  private lookup(keys: readonly string[], options: TOptions): { value: unknown; lng: string } | undefined {
    const namespaces = [...(asList(options.ns).length ? asList(options.ns) : [this.options.defaultNS]), ...this.options.fallbackNS]
    const lng = options.lng ?? this.language
    const codes =
      lng === this.language ? this.languages : [...new Set([lng, lng.split("-")[0], ...asList(this.options.fallbackLng ?? "dev")])]
    for (const key of keys) {
      for (const ns of namespaces) {
        for (const code of codes) {
          for (const candidate of this.candidates(key, code, options)) {
            const value = this.store.getResource(code, ns, candidate)
            if (value !== undefined) return { value, lng: code }
          }
        }
      }
    }
    return undefined
  }

  t = (key: string | readonly string[], options?: TOptions | string): string => {
    const opts: TOptions = typeof options === "string" ? { defaultValue: options } : (options ?? {})
    const keys = typeof key === "string" ? [key] : [...key]
    const found = this.lookup(keys, opts)
    let value: unknown = found?.value
    if (value === undefined) value = opts.defaultValue !== undefined ? opts.defaultValue : keys[keys.length - 1]
    if (typeof value === "object" && value !== null) {
      return (opts.returnObjects ? value : `key '${keys[0]} (${this.language})' returned an object instead of string.`) as string
    }
    return typeof value === "string" ? interpolate(value, opts) : String(value)
  }
}

function interpolate(text: string, data: Record<string, unknown>): string {
  return text.replace(INTERPOLATION, (match, name: string) => {
    const variable = name.trim()
    const value = data?.[variable]
    if (value === undefined || value === null) return Object.prototype.hasOwnProperty.call(data ?? {}, variable) ? "" : match
    return String(value)
  })
}

const i18next = new I18n()
export default i18next
export const createInstance = i18next.createInstance.bind(i18next)
