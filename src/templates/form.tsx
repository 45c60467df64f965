import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Suspense } from "react"
import { Blocks } from "../blocks/Blocks"
import { NodePage, NodePageHead } from "./shared/NodePage"
import { RichText } from "../components/ui/RichText"
import { FIXED_IDS } from "../config/fixed-ids"
import { mapImage } from "../drupal/mappers/image"
import { ApplicationFailureToast } from "../features/careers/application/FailureToast"
import { isApplicationForm } from "../domain/careers/application-form-ids"
import type { ApplicationPageContext } from "../domain/careers/application-page-context"
import type { FormId, FormPageProps } from "../features/form-pages/form-page-props"
import { FORM_COMPONENTS } from "../features/form-pages/registry"
import "../features/forms/forms.css"
import type { Option } from "../domain/forms/options"
import type { PageContext } from "./page-context"

export const query = graphql`
  query FormPage($id: String!, $language: String!, $namespaces: [String]) {
    ...PageStrings
    formSettings: configPagesSiteSettings(langcode: { eq: $language }) {
      field_thank_you_path
      field_thank_you_application_path
      field_privacy_path
    }
    node: nodeForm(id: { eq: $id }) {
      ...PageBase
      field_form
      field_thank_you_title
      field_thank_you_text {
        processed
      }
      body {
        processed
      }
      relationships {
        field_hero_image {
          ...MediaHero
        }
        field_components {
          ...Blocks
        }
      }
    }
  }
`

/** Job application pages, and forms that name countries, also carry what the build prepared for their form. */
type FormPageContext = PageContext & { application?: ApplicationPageContext; countries?: Option[] }

type Props = PageProps<Queries.FormPageQuery, FormPageContext>

/**
 * A form page: its introduction and the form registered for its field_form (loaded as its own
 * chunk), and its blocks. The landing page (a fixed id) puts the form first and thanks in place.
 */
export default function FormTemplate({ data, pageContext }: Props) {
  const { node } = data
  const formId = node?.field_form as FormId | null | undefined
  const Form = formId ? FORM_COMPONENTS[formId] : undefined
  const isLanding = pageContext.uuid === FIXED_IDS.landingPage
  const formProps: FormPageProps | null = formId
    ? {
        locale: pageContext.language,
        formId,
        thankYouTitle: node?.field_thank_you_title ?? null,
        thankYouTextHtml: node?.field_thank_you_text?.processed ?? null,
        thankYouPath: data.formSettings?.field_thank_you_path ?? null,
        privacyPath: data.formSettings?.field_privacy_path ?? null,
        thankInPlace: isLanding,
        thankYouApplicationPath: data.formSettings?.field_thank_you_application_path ?? null,
        application: pageContext.application ?? null,
        countries: pageContext.countries ?? null,
      }
    : null
  const blocks = <Blocks blocks={node?.relationships?.field_components} locale={pageContext.language} />
  const form = (
    <section className={isLanding ? "container form-page form-page--landing" : "container form-page"}>
      {isApplicationForm(formId) && <ApplicationFailureToast />}
      <RichText html={node?.body?.processed} className="form-page__intro" />
      {Form && formProps && (
        <div className="form-page__form">
          <Suspense fallback={<div className="form-page__loading" />}>
            <Form {...formProps} />
          </Suspense>
        </div>
      )}
    </section>
  )
  return (
    <NodePage pageContext={pageContext} data={data} hero={mapImage(node?.relationships?.field_hero_image)}>
      {isLanding ? (
        <>
          {form}
          {blocks}
        </>
      ) : (
        <>
          {blocks}
          {form}
        </>
      )}
    </NodePage>
  )
}

export function Head({ data, pageContext }: HeadProps<Queries.FormPageQuery, FormPageContext>) {
  return <NodePageHead pageContext={pageContext} data={data} />
}
