import type { ComponentType } from "react"
import { useTranslation } from "react-i18next"
import { Layout } from "../../components/layout/Layout"
import { mapShellFrame, routeInfo, type ShellData, type ShellPageContext } from "../../drupal/mappers/shell-frame"
import { ConsentBanner } from "../../features/consent/ConsentBanner"
import { siteFooterSlots } from "../../features/footer/site-footer-slots"
import type { NodePageData } from "../../drupal/mappers/node-page-data"
import { previewViewOf } from "./preview-templates"
import { useDraft } from "./use-draft"
import { usePreviewTemplate } from "./use-preview-template"

interface DraftPreviewProps {
  /** The preview page's query: the shell of its locale (PageStrings). */
  data: ShellData & Omit<NodePageData, "node">
  pageContext: ShellPageContext & { namespaces?: readonly string[] }
  /** location.search of the page: the link's token. */
  search: string
}

/**
 * The preview page's content: while the draft loads, a notice; when the function refuses, why, in
 * the editor's language, and nothing of the draft; else the draft in its type's own template, under
 * a banner that says it is not published and names what of the built page the preview cannot show.
 */
export function DraftPreview({ data, pageContext, search }: DraftPreviewProps) {
  const { t } = useTranslation("preview")
  const state = useDraft(search)
  const view = state.kind === "draft" ? previewViewOf(state.resourceType, state.node) : null
  const LoadedTemplate = usePreviewTemplate(view?.template ?? null)
  if (state.kind === "draft") {
    if (view && LoadedTemplate) {
      const Template = LoadedTemplate as ComponentType<Record<string, unknown>>
      const context = { ...pageContext, uuid: state.node.drupal_id, nodeType: state.resourceType.replace("node--", ""), ancestors: [] }
      return (
        <>
          <aside className="container" aria-label={t("preview_title")}>
            <p role="status">
              <strong>{t("preview_banner")}</strong>
            </p>
            {view.notShown.length > 0 && (
              <>
                <p>{t("preview_not_shown_intro")}</p>
                <ul>
                  {view.notShown.map((omission) => (
                    <li key={omission} data-omission={omission}>
                      {t(`preview_not_shown_${omission}`)}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </aside>
          <Template
            data={{ ...data, ...view.data, node: view.node }}
            pageContext={context}
            location={{ pathname: pageContext.i18n.path, search: "" }}
          />
        </>
      )
    }
  }
  const route = routeInfo(pageContext)
  const shell = mapShellFrame(data, route)
  return (
    <Layout data={data} route={route} banner={<ConsentBanner />} footerSlots={siteFooterSlots(shell)}>
      <section className="container notice" aria-live="polite">
        {state.kind === "loading" || (state.kind === "draft" && view) ? (
          <p>{t("preview_loading")}</p>
        ) : (
          <>
            <h1>{t("preview_refused_title")}</h1>
            <p data-reason={state.kind === "refused" ? state.reason : "unsupported"}>
              {t(`preview_refused_${state.kind === "refused" ? state.reason : "unsupported"}`)}
            </p>
          </>
        )}
      </section>
    </Layout>
  )
}
