import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Suspense } from "react"
import { Blocks } from "../blocks/Blocks"
import { NodePage, NodePageHead } from "../components/layout/NodePage"
import { RichText } from "../components/ui/RichText"
import { mapImage } from "../drupal/mappers/image"
import { FORM_COMPONENTS, type FormId } from "../features/form-pages/registry"
import type { PageContext } from "./page-context"

export const query = graphql`
  query FormPage($id: String!, $language: String!, $namespaces: [String]) {
    ...PageStrings
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

type Props = PageProps<Queries.FormPageQuery, PageContext>

/** A form page: its blocks, its introduction and the form registered for its field_form. */
export default function FormTemplate({ data, pageContext }: Props) {
  const { node } = data
  const formId = node?.field_form as FormId | null | undefined
  const Form = formId ? FORM_COMPONENTS[formId] : undefined
  return (
    <NodePage pageContext={pageContext} data={data} hero={mapImage(node?.relationships?.field_hero_image)}>
      <Blocks blocks={node?.relationships?.field_components} locale={pageContext.language} />
      <section className="container">
        <RichText html={node?.body?.processed} />
        {Form && formId && (
          <Suspense fallback={null}>
            <Form
              locale={pageContext.language}
              formId={formId}
              thankYouTitle={node?.field_thank_you_title ?? null}
              thankYouTextHtml={node?.field_thank_you_text?.processed ?? null}
            />
          </Suspense>
        )}
      </section>
    </NodePage>
  )
}

export function Head({ data, pageContext }: HeadProps<Queries.FormPageQuery, PageContext>) {
  return <NodePageHead pageContext={pageContext} data={data} />
}
