/**
 * The fixed choices of the enquiry forms (spec: forms section 3). Values are what the CRM receives;
 * the `forms` UI string namespace holds the label of each (keys derived by the helpers below).
 */

export const SALUTATIONS = ["Mr.", "Ms."] as const
export type Salutation = (typeof SALUTATIONS)[number]

/**
 * Asset types of the lease/rental forms. `code` is the CRM custom-field code the lead carries
 * (asset_type_rent_request__c); `name` is the CRM's own name, written into the lead message.
 */
export interface AssetType {
  code: string
  name: string
  /** The assets (equipment) of this type, for the forms that ask for one. */
  assets: readonly string[]
}

export const ASSET_TYPES: readonly AssetType[] = [
  { code: "100000001", name: "Trailer Curtainsider", assets: ["standard_curtainsider", "mega_curtainsider"] },
  { code: "100000002", name: "Trailer Box", assets: ["box_trailer", "double_deck_box"] },
  { code: "100000003", name: "Trailer Reefer", assets: ["reefer_trailer", "e_reefer"] },
  { code: "100000004", name: "Trailer Flatbed", assets: ["flatbed_trailer", "extendable_flatbed"] },
  { code: "100000005", name: "Trailer Container Chassis", assets: ["container_chassis_20_40", "container_chassis_45"] },
  { code: "100000006", name: "Truck Rigid", assets: ["rigid_box_truck", "e_truck"] },
  { code: "100000007", name: "Truck Standard", assets: ["tractor_4x2", "e_tractor"] },
  { code: "100000008", name: "Commercial Van", assets: ["panel_van", "e_van"] },
]

/** The CRM's English name of each asset, written into the lead. */
export const ASSET_NAMES: Readonly<Record<string, string>> = {
  standard_curtainsider: "Standard curtainsider",
  mega_curtainsider: "Mega curtainsider",
  box_trailer: "Box trailer",
  double_deck_box: "Double-deck box trailer",
  reefer_trailer: "Reefer trailer",
  e_reefer: "e-Reefer",
  flatbed_trailer: "Flatbed trailer",
  extendable_flatbed: "Extendable flatbed trailer",
  container_chassis_20_40: "Container chassis 20/40 ft",
  container_chassis_45: "Container chassis 45 ft",
  rigid_box_truck: "Rigid box truck",
  e_truck: "e-Truck",
  tractor_4x2: "Tractor unit 4x2",
  e_tractor: "e-Tractor",
  panel_van: "Panel van",
  e_van: "e-Van",
}

export const ASSET_TYPE_CODES: readonly string[] = ASSET_TYPES.map((type) => type.code)
export const ASSETS: readonly string[] = ASSET_TYPES.flatMap((type) => type.assets)

export function assetType(code: string | null | undefined): AssetType | undefined {
  return ASSET_TYPES.find((type) => type.code === code)
}

export function assetsOfType(code: string | null | undefined): readonly string[] {
  return assetType(code)?.assets ?? []
}

/** The six connected solutions of the insight form (connected_solutions_form_interest). */
export const CONNECTED_SOLUTIONS = ["BrakePlus", "DoorPlus", "FleetInspected", "FleetRadar", "FleetConnected", "TyrePlus"] as const
export type ConnectedSolution = (typeof CONNECTED_SOLUTIONS)[number]

/** The 16 part categories of the Netherlands parts form; a Dutch form, so Dutch values. */
export const NL_PART_CATEGORIES = [
  "Remmen",
  "Banden en wielen",
  "Verlichting",
  "Elektra en bekabeling",
  "Assen en ophanging",
  "Luchtvering",
  "Koppelingen en koppelschotels",
  "Steunpoten",
  "Zeilen en huifdelen",
  "Deuren, scharnieren en sloten",
  "Laadkleppen",
  "Koelunits",
  "Spatborden en bumpers",
  "Sjormiddelen en ladingzekering",
  "Filters en olie",
  "Overige onderdelen",
] as const

/** Departments of the Canadian contact form. ERS is the Emergency Road Service. */
export const CA_DEPARTMENTS = ["All", "ERS", "Lease", "Parts", "Rentals", "Purchase", "Service", "Other"] as const
export type CaDepartment = (typeof CA_DEPARTMENTS)[number]

/** The 14 Canadian branches and the code the lead carries for each. */
export const CA_BRANCHES: ReadonlyArray<{ code: string; name: string }> = [
  { code: "CA01", name: "Brampton, ON" },
  { code: "CA02", name: "Calgary, AB" },
  { code: "CA03", name: "Dartmouth, NS" },
  { code: "CA04", name: "Edmonton, AB" },
  { code: "CA05", name: "Halifax, NS" },
  { code: "CA06", name: "London, ON" },
  { code: "CA07", name: "Mississauga, ON" },
  { code: "CA08", name: "Moncton, NB" },
  { code: "CA09", name: "Montréal, QC" },
  { code: "CA10", name: "Ottawa, ON" },
  { code: "CA11", name: "Québec, QC" },
  { code: "CA12", name: "Regina, SK" },
  { code: "CA13", name: "Surrey, BC" },
  { code: "CA14", name: "Winnipeg, MB" },
]
export const CA_BRANCH_CODES: readonly string[] = CA_BRANCHES.map((branch) => branch.code)

export const CALLBACK_PREFERENCES = ["Email", "Phone"] as const
export type CallbackPreference = (typeof CALLBACK_PREFERENCES)[number]

/** What the Canadian quote form asks a quote for. */
export const CA_QUOTE_REQUESTS = ["Rental", "Lease", "Maintenance"] as const
export type CaQuoteRequest = (typeof CA_QUOTE_REQUESTS)[number]

/** The Canadian quote form serves Canada only. */
export const CA_QUOTE_COUNTRIES = ["CA"] as const

/** A choice as a form lists it: the value sent and the label shown. */
export interface Option {
  value: string
  label: string
}
