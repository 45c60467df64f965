import { cssAspectRatio } from "../../domain/aspect-ratio"
import { mapLink, type LinkData, type LinkView } from "./link"

/** The Component fields every block paragraph has (fragment BlockBase). */
export interface BlockBaseData {
  readonly id: string
  readonly field_title: string | null
  readonly field_title_accent: string | null
  readonly field_layout: number | null
  readonly field_layout_limited: boolean | null
  readonly field_layout_type: number | null
  readonly field_aspect_ratio: string | null
  readonly field_badge: string | null
  readonly field_limit: number | null
  readonly field_pagination: boolean | null
  readonly field_action: LinkData | null
  readonly field_fake_button: boolean | null
  readonly field_hover_buttons: boolean | null
  readonly field_hover_titles: boolean | null
  readonly field_border: boolean | null
  readonly field_is_expand_items: boolean | null
  readonly field_strings: ReadonlyArray<{ readonly key: string | null; readonly value: string | null } | null> | null
  readonly field_contact_link: LinkData | null
}

/** The spec's Component entity, as blocks use it. */
export interface BlockBaseView {
  id: string
  title: string | null
  titleAccent: string | null
  /** Layout variant; 1 is horizontal cards and a carousel with dots. */
  layout: number | null
  /** Narrow (limited) width. */
  limited: boolean
  /** Columns of a list, slides in view of a carousel. */
  layoutType: number | null
  /** CSS aspect-ratio of the images, e.g. "16 / 9". */
  aspectRatio: string | null
  badge: string | null
  /** Items per page or per "load more"; 0 means all. */
  limit: number
  /** Pagination (?page=) instead of "load more". */
  pagination: boolean
  action: LinkView | null
  /** The action looks like a button. */
  fakeButton: boolean
  hoverButtons: boolean
  hoverTitles: boolean
  border: boolean
  /** Accordion with "expand all". */
  expandItems: boolean
  /** Labels the editor set for this block (field_strings), by key. */
  strings: Readonly<Record<string, string>>
  contactLink: LinkView | null
}

function text(value: string | null | undefined): string | null {
  return value?.trim() || null
}

/** A link the block shows as its own text: without a label there is nothing to show. */
function labelledLink(link: LinkData | null | undefined): LinkView | null {
  const view = mapLink(link)
  return view?.label ? view : null
}

export function mapBlockBase(data: BlockBaseData): BlockBaseView {
  const strings: Record<string, string> = {}
  for (const item of data.field_strings ?? []) if (item?.key && item.value?.trim()) strings[item.key] = item.value.trim()
  return {
    id: data.id,
    title: text(data.field_title),
    titleAccent: text(data.field_title_accent),
    layout: data.field_layout ?? null,
    limited: data.field_layout_limited === true,
    layoutType: data.field_layout_type && data.field_layout_type > 0 ? data.field_layout_type : null,
    aspectRatio: cssAspectRatio(data.field_aspect_ratio),
    badge: text(data.field_badge),
    limit: data.field_limit && data.field_limit > 0 ? data.field_limit : 0,
    pagination: data.field_pagination === true,
    action: labelledLink(data.field_action),
    fakeButton: data.field_fake_button === true,
    hoverButtons: data.field_hover_buttons === true,
    hoverTitles: data.field_hover_titles === true,
    border: data.field_border === true,
    expandItems: data.field_is_expand_items === true,
    strings,
    contactLink: labelledLink(data.field_contact_link),
  }
}

/** The frame of a card section a template adds itself (related articles, colleagues): a title, default options. */
export function sectionBase(id: string, title: string | null): BlockBaseView {
  return mapBlockBase({
    id,
    field_title: title,
    field_title_accent: null,
    field_layout: null,
    field_layout_limited: null,
    field_layout_type: null,
    field_aspect_ratio: null,
    field_badge: null,
    field_limit: null,
    field_pagination: null,
    field_action: null,
    field_fake_button: null,
    field_hover_buttons: null,
    field_hover_titles: null,
    field_border: null,
    field_is_expand_items: null,
    field_strings: null,
    field_contact_link: null,
  })
}
