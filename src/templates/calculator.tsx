import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Blocks } from "../blocks/Blocks"
import { NodePage, NodePageHead } from "./shared/NodePage"
import { RichText } from "../components/ui/RichText"
import { mapCalculatorData } from "../drupal/mappers/calculator"
import { mapImage } from "../drupal/mappers/image"
import { Calculator } from "../features/calculator/Calculator"
import type { PageContext } from "./page-context"

export const query = graphql`
  query CalculatorPage($id: String!, $language: String!, $namespaces: [String]) {
    ...PageStrings
    formSettings: configPagesSiteSettings(langcode: { eq: $language }) {
      field_privacy_path
    }
    node: nodeForm(id: { eq: $id }) {
      ...PageBase
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
    haulTypes: allTaxonomyTermCalculatorHaulType(filter: { langcode: { eq: $language } }, sort: [{ weight: ASC }, { name: ASC }]) {
      nodes {
        drupal_id
        name
        field_diesel_factor
        field_electric_factor
      }
    }
    countryAverages: allTaxonomyTermCalculatorCountry {
      nodes {
        drupal_id
        field_country_code
        field_average_factor
      }
    }
  }
`

type Props = PageProps<Queries.CalculatorPageQuery, PageContext>

/**
 * The form page of the e-reefer calculator (field_form "calculator"): its introduction, the
 * calculator with the haul types and country average from Drupal, then its blocks.
 */
export default function CalculatorTemplate({ data, pageContext }: Props) {
  const { node } = data
  const locale = pageContext.language
  return (
    <NodePage pageContext={pageContext} data={data} hero={mapImage(node?.relationships?.field_hero_image)}>
      <section className="container form-page">
        <RichText html={node?.body?.processed} className="form-page__intro" />
        <Calculator
          locale={locale}
          data={mapCalculatorData(data.haulTypes.nodes, data.countryAverages.nodes, locale)}
          resultsTitle={node?.field_thank_you_title ?? null}
          invitationHtml={node?.field_thank_you_text?.processed ?? null}
          contact={{ locale, privacyPath: data.formSettings?.field_privacy_path ?? null }}
        />
      </section>
      <Blocks blocks={node?.relationships?.field_components} locale={locale} />
    </NodePage>
  )
}

export function Head({ data, pageContext }: HeadProps<Queries.CalculatorPageQuery, PageContext>) {
  return <NodePageHead pageContext={pageContext} data={data} />
}
