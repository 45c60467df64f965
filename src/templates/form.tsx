import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Blocks } from "../blocks/Blocks"
import { NodePage, NodePageHead } from "../components/layout/NodePage"
import { RichText } from "../components/ui/RichText"
import { mapImage } from "../drupal/mappers/image"
import type { PageContext } from "./page-context"

export const query = graphql`
  query FormPage($id: String!, $language: String!) {
    ...PageStrings
    node: nodeForm(id: { eq: $id }) {
      ...PageBase
      field_form
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

/** A form page: its introduction and blocks; the forms themselves are mounted by field_form. */
export default function FormTemplate({ data, pageContext }: Props) {
  const { node } = data
  return (
    <NodePage locale={pageContext.language} settings={data.settings} node={node} hero={mapImage(node?.relationships?.field_hero_image)}>
      <Blocks blocks={node?.relationships?.field_components} locale={pageContext.language} />
      <section className="container" data-form={node?.field_form ?? undefined}>
        <RichText html={node?.body?.processed} />
      </section>
    </NodePage>
  )
}

export function Head({ data, pageContext }: HeadProps<Queries.FormPageQuery, PageContext>) {
  return <NodePageHead locale={pageContext.language} path={pageContext.i18n.path} node={data.node} settings={data.settings} />
}
