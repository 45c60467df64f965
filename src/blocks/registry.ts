import { mapAccordionBlock } from "../drupal/mappers/blocks/accordion"
import { mapBannerBlock } from "../drupal/mappers/blocks/banner"
import { mapCardsBlock } from "../drupal/mappers/blocks/cards"
import { mapFaqBlock } from "../drupal/mappers/blocks/faq"
import { mapListingBlock } from "../drupal/mappers/blocks/listing"
import { mapLocationBlock } from "../drupal/mappers/blocks/location"
import { mapLocationsBlock } from "../drupal/mappers/blocks/locations"
import { mapEquipmentBlock, mapPeopleBlock, mapRelatedArticlesBlock } from "../drupal/mappers/blocks/node-cards"
import { mapPeopleCategoriesBlock } from "../drupal/mappers/blocks/people-categories"
import { mapProcessBlock } from "../drupal/mappers/blocks/process"
import { mapTestimonialBlock } from "../drupal/mappers/blocks/testimonial"
import { mapTextBlock } from "../drupal/mappers/blocks/text"
import { mapTimelineBlock } from "../drupal/mappers/blocks/timeline"
import { componentTypeOf } from "../drupal/model/component-type"
import { AccordionBlock } from "./accordion/AccordionBlock"
import { BannerBlock } from "./banner/BannerBlock"
import { CardBlock } from "./card/CardBlock"
import { CarouselBlock } from "./carousel/CarouselBlock"
import { EquipmentBlock } from "./equipment/EquipmentBlock"
import { EquipmentCategoriesBlock } from "./equipment-categories/EquipmentCategoriesBlock"
import { FaqBlock } from "./faq/FaqBlock"
import { KnowledgeBlock } from "./knowledge/KnowledgeBlock"
import { LocationBlock } from "./location/LocationBlock"
import { LocationsBlock } from "./locations/LocationsBlock"
import { NewsBlock } from "./news/NewsBlock"
import { PeopleBlock } from "./people/PeopleBlock"
import { PeopleCategoriesBlock } from "./people-categories/PeopleCategoriesBlock"
import { ProcessBlock } from "./process/ProcessBlock"
import { RelatedArticlesBlock } from "./related-articles/RelatedArticlesBlock"
import { TestimonialBlock } from "./testimonial/TestimonialBlock"
import { TextBlock } from "./text/TextBlock"
import { TimelineBlock } from "./timeline/TimelineBlock"
import { defineBlock, type AnyBlockDefinition } from "./types"

/** The paragraph data of a component type, as the page query's Blocks fragment gives it. */
type DataOf<Typename extends string> = Extract<Queries.BlocksFragment, { readonly __typename: Typename }>

/**
 * One block per component type (spec section 3), keyed by type: the mapper from the paragraph's
 * fragment to a view model, and the component.
 */
export const BLOCK_REGISTRY: Readonly<Record<string, AnyBlockDefinition>> = {
  text: defineBlock({ map: (data: DataOf<"paragraph__text">) => mapTextBlock(data), Component: TextBlock }),
  accordion: defineBlock({
    map: (data: DataOf<"paragraph__accordion">, context) => mapAccordionBlock(data, context),
    Component: AccordionBlock,
  }),
  faq: defineBlock({ map: (data: DataOf<"paragraph__faq">, context) => mapFaqBlock(data, context), Component: FaqBlock }),
  card: defineBlock({ map: (data: DataOf<"paragraph__card">) => mapCardsBlock(data), Component: CardBlock }),
  process: defineBlock({ map: (data: DataOf<"paragraph__process">) => mapProcessBlock(data), Component: ProcessBlock }),
  carousel: defineBlock({ map: (data: DataOf<"paragraph__carousel">) => mapCardsBlock(data), Component: CarouselBlock }),
  testimonial: defineBlock({ map: (data: DataOf<"paragraph__testimonial">) => mapTestimonialBlock(data), Component: TestimonialBlock }),
  timeline: defineBlock({ map: (data: DataOf<"paragraph__timeline">) => mapTimelineBlock(data), Component: TimelineBlock }),
  banner: defineBlock({ map: (data: DataOf<"paragraph__banner">) => mapBannerBlock(data), Component: BannerBlock }),
  knowledge: defineBlock({
    map: (data: DataOf<"paragraph__knowledge">, context) => mapListingBlock(data, context),
    Component: KnowledgeBlock,
  }),
  news: defineBlock({ map: (data: DataOf<"paragraph__news">, context) => mapListingBlock(data, context), Component: NewsBlock }),
  people: defineBlock({ map: (data: DataOf<"paragraph__people">) => mapPeopleBlock(data), Component: PeopleBlock }),
  "people-categories": defineBlock({
    map: (data: DataOf<"paragraph__people_categories">) => mapPeopleCategoriesBlock(data),
    Component: PeopleCategoriesBlock,
  }),
  equipment: defineBlock({ map: (data: DataOf<"paragraph__equipment">) => mapEquipmentBlock(data), Component: EquipmentBlock }),
  "equipment-categories": defineBlock({
    map: (data: DataOf<"paragraph__equipment_categories">) => mapEquipmentBlock(data),
    Component: EquipmentCategoriesBlock,
  }),
  "related-articles": defineBlock({
    map: (data: DataOf<"paragraph__related_articles">) => mapRelatedArticlesBlock(data),
    Component: RelatedArticlesBlock,
  }),
  location: defineBlock({ map: (data: DataOf<"paragraph__location">) => mapLocationBlock(data), Component: LocationBlock }),
  locations: defineBlock({ map: (data: DataOf<"paragraph__locations">) => mapLocationsBlock(data), Component: LocationsBlock }),
}

/** The component type of a paragraph's GraphQL type name: paragraph__people_categories -> people-categories. */
export function blockTypeOf(typename: string): string {
  return componentTypeOf(typename.replace(/^paragraph__/, "paragraph--"))
}
