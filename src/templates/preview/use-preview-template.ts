import { useEffect, useState, type ComponentType } from "react"
import { loadPreviewTemplate, type PreviewTemplateName } from "./preview-templates"

/** The template of a draft's type once its code has loaded (null until then, or without a draft). */
export function usePreviewTemplate(name: PreviewTemplateName | null): ComponentType<never> | null {
  const [loaded, setLoaded] = useState<{ name: PreviewTemplateName; Template: ComponentType<never> } | null>(null)
  useEffect(() => {
    if (!name) return
    let current = true
    void loadPreviewTemplate(name).then((Template) => {
      if (current) setLoaded({ name, Template })
    })
    return () => {
      current = false
    }
  }, [name])
  return loaded && loaded.name === name ? loaded.Template : null
}
