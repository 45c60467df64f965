/**
 * The part of react-i18next (v12) the site uses, for both bundles: I18nextProvider,
 * useTranslation and Trans with named or numbered component tags (`<policy>text</policy>`,
 * `<0>text</0>`, `<br/>`). lean-react-i18next.test.tsx renders it beside react-i18next.
 */
import {
  cloneElement,
  createContext,
  createElement,
  Fragment,
  isValidElement,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactElement,
  type ReactNode,
} from "react"

interface I18nLike {
  language: string
  options: { defaultNS?: string | readonly string[]; react?: Record<string, unknown> }
  getFixedT(lng: string | null, ns?: string | readonly string[] | null, keyPrefix?: string): TFunction
  on(event: string, listener: () => void): unknown
  off(event: string, listener: () => void): unknown
}
type TFunction = (key: string | readonly string[], options?: Record<string, unknown> | string) => string

interface ContextValue {
  i18n?: I18nLike
  defaultNS?: string | readonly string[]
}

export const I18nContext = createContext<ContextValue>({})
let globalI18n: I18nLike | undefined

export function setI18n(i18n: I18nLike): void {
  globalI18n = i18n
}
export function getI18n(): I18nLike | undefined {
  return globalI18n
}
export const initReactI18next = { type: "3rdParty" as const, init: setI18n }

export function I18nextProvider({
  i18n,
  defaultNS,
  children,
}: {
  i18n: I18nLike
  defaultNS?: string | readonly string[]
  children?: ReactNode
}) {
  const value = useMemo(() => ({ i18n, defaultNS }), [i18n, defaultNS])
  return createElement(I18nContext.Provider, { value }, children)
}

function firstNamespace(ns: string | readonly string[] | undefined): string | undefined {
  return typeof ns === "string" ? ns : ns?.[0]
}

export function useTranslation(ns?: string | readonly string[], options: { i18n?: I18nLike; lng?: string; keyPrefix?: string } = {}) {
  const context = useContext(I18nContext)
  const i18n = options.i18n ?? context.i18n ?? globalI18n
  const namespace = firstNamespace(ns) ?? firstNamespace(context.defaultNS) ?? firstNamespace(i18n?.options.defaultNS) ?? "translation"
  const [language, setLanguage] = useState(i18n?.language)
  useEffect(() => {
    if (!i18n) return
    const update = () => setLanguage(i18n.language)
    i18n.on("languageChanged", update)
    return () => void i18n.off("languageChanged", update)
  }, [i18n])
  const t = useMemo<TFunction>(
    () =>
      i18n
        ? i18n.getFixedT(options.lng ?? null, namespace, options.keyPrefix)
        : (key) => (typeof key === "string" ? key : key[key.length - 1]),
    // The language is a dependency: a changed language gives a new t, so translated components render again.
    [i18n, namespace, options.lng, options.keyPrefix, language],
  )
  const result = [t, i18n, true] as [TFunction, I18nLike | undefined, boolean] & {
    t: TFunction
    i18n: I18nLike | undefined
    ready: boolean
  }
  result.t = t
  result.i18n = i18n
  result.ready = true
  return result
}

const TAG = /<(\w+)\s*\/>|<(\w+)>([\s\S]*?)<\/\2>/

/** Text with component tags to React nodes: each tag becomes its component with the tag's text inside. */
export function renderTags(text: string, components: Readonly<Record<string, ReactElement>> | readonly ReactElement[]): ReactNode[] {
  const nodes: ReactNode[] = []
  let rest = text
  let key = 0
  for (let match = TAG.exec(rest); match; match = TAG.exec(rest)) {
    if (match.index > 0) nodes.push(rest.slice(0, match.index))
    const name = match[1] ?? match[2]
    const component = (components as Record<string, ReactElement>)[name]
    const inner = match[1] ? [] : renderTags(match[3], components)
    if (isValidElement(component)) {
      const props = component.props as { children?: ReactNode }
      nodes.push(cloneElement(component, { key: key++ }, ...(inner.length ? inner : props.children !== undefined ? [props.children] : [])))
    } else nodes.push(match[0])
    rest = rest.slice(match.index + match[0].length)
  }
  if (rest) nodes.push(rest)
  return nodes
}

interface TransProps {
  i18nKey?: string
  t?: TFunction
  ns?: string | readonly string[]
  i18n?: I18nLike
  components?: Readonly<Record<string, ReactElement>> | readonly ReactElement[]
  values?: Record<string, unknown>
  count?: number
  context?: string
  defaults?: string
  tOptions?: Record<string, unknown>
  children?: ReactNode
}

export function Trans({ i18nKey, t, ns, i18n, components = [], values, count, context, defaults, tOptions }: TransProps) {
  const { t: contextT } = useTranslation(ns, { i18n })
  const translate = t ?? contextT
  const options: Record<string, unknown> = { ...tOptions, ...values }
  if (count !== undefined) options.count = count
  if (context !== undefined) options.context = context
  if (defaults !== undefined) options.defaultValue = defaults
  return createElement(Fragment, null, ...renderTags(translate(i18nKey ?? "", options), components))
}
