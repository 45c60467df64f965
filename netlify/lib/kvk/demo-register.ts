import { KVK_SEARCH_LIMIT, uniqueByKvkNummer, type KvkCompany, type KvkCompanyDetails, type KvkRegister } from "./types"

interface DemoEstablishment {
  kvkNummer: string
  naam: string
  straat: string
  postcode: string
  plaats: string
  /** The main establishment comes first; others are branches of the same company. */
  hoofdvestiging: boolean
}

/**
 * A register of fictional Dutch companies for `npm start` and the tests, so the autocomplete works
 * offline. Some companies have several establishments, as in the real register, which is why the
 * search result is deduplicated by kvkNummer.
 */
export const DEMO_ESTABLISHMENTS: readonly DemoEstablishment[] = [
  {
    kvkNummer: "90412345",
    naam: "Polderkoeling Transport B.V.",
    straat: "Koelhuisweg 4",
    postcode: "2665 KK",
    plaats: "Bleiswijk",
    hoofdvestiging: true,
  },
  {
    kvkNummer: "90412345",
    naam: "Polderkoeling Transport B.V.",
    straat: "Havenstraat 18",
    postcode: "3161 GP",
    plaats: "Rhoon",
    hoofdvestiging: false,
  },
  {
    kvkNummer: "90428871",
    naam: "Van Dijk & Zonen Expeditie B.V.",
    straat: "Expeditieweg 12",
    postcode: "5047 SZ",
    plaats: "Tilburg",
    hoofdvestiging: true,
  },
  {
    kvkNummer: "90433019",
    naam: "Groene Weg Logistiek B.V.",
    straat: "Stationsplein 3",
    postcode: "3511 ED",
    plaats: "Utrecht",
    hoofdvestiging: true,
  },
  {
    kvkNummer: "90433019",
    naam: "Groene Weg Logistiek B.V.",
    straat: "Distributieweg 77",
    postcode: "3439 NK",
    plaats: "Nieuwegein",
    hoofdvestiging: false,
  },
  {
    kvkNummer: "90447562",
    naam: "Transportbedrijf De Vries Veghel",
    straat: "Corridor 9",
    postcode: "5466 RB",
    plaats: "Veghel",
    hoofdvestiging: true,
  },
  {
    kvkNummer: "90451208",
    naam: "Noordzee Vers Distributie B.V.",
    straat: "Visafslagweg 2",
    postcode: "1976 BA",
    plaats: "IJmuiden",
    hoofdvestiging: true,
  },
  {
    kvkNummer: "90462987",
    naam: "Bakker Bloemen Logistiek B.V.",
    straat: "Legmeerdijk 301",
    postcode: "1431 GB",
    plaats: "Aalsmeer",
    hoofdvestiging: true,
  },
  {
    kvkNummer: "90470331",
    naam: "Transportonderneming Jansen Zwolle",
    straat: "Hanzelaan 44",
    postcode: "8017 JK",
    plaats: "Zwolle",
    hoofdvestiging: true,
  },
  {
    kvkNummer: "90488102",
    naam: "Maasvlakte Container Services B.V.",
    straat: "Europaweg 850",
    postcode: "3199 LD",
    plaats: "Rotterdam",
    hoofdvestiging: true,
  },
  {
    kvkNummer: "90491774",
    naam: "Brabantse Koeltransport B.V.",
    straat: "Vlasweg 21",
    postcode: "4782 PW",
    plaats: "Moerdijk",
    hoofdvestiging: true,
  },
  {
    kvkNummer: "90503316",
    naam: "Twentse Bouwlogistiek B.V.",
    straat: "Industrieweg 6",
    postcode: "7521 AB",
    plaats: "Enschede",
    hoofdvestiging: true,
  },
  {
    kvkNummer: "90517650",
    naam: "Limburg Freight Partners B.V.",
    straat: "Venrayseweg 190",
    postcode: "5928 RH",
    plaats: "Venlo",
    hoofdvestiging: true,
  },
  {
    kvkNummer: "90524418",
    naam: "Flevo Agri Transport V.O.F.",
    straat: "Vogelweg 15",
    postcode: "8243 PL",
    plaats: "Lelystad",
    hoofdvestiging: true,
  },
  {
    kvkNummer: "90536092",
    naam: "Zeeuwse Vis & Vers Transport",
    straat: "Kaaiweg 8",
    postcode: "4385 AB",
    plaats: "Vlissingen",
    hoofdvestiging: true,
  },
  {
    kvkNummer: "90548821",
    naam: "Transport De Vries Groningen B.V.",
    straat: "Osloweg 100",
    postcode: "9723 BK",
    plaats: "Groningen",
    hoofdvestiging: true,
  },
]

function establishmentsOf(kvkNummer: string): DemoEstablishment[] {
  return DEMO_ESTABLISHMENTS.filter((entry) => entry.kvkNummer === kvkNummer).sort(
    (a, b) => Number(b.hoofdvestiging) - Number(a.hoofdvestiging),
  )
}

export class DemoKvkRegister implements KvkRegister {
  async search(name: string): Promise<KvkCompany[]> {
    const query = name.trim().toLocaleLowerCase("nl")
    const matches = DEMO_ESTABLISHMENTS.filter((entry) => entry.naam.toLocaleLowerCase("nl").includes(query)).map(
      ({ kvkNummer, naam }) => ({ kvkNummer, naam }),
    )
    return uniqueByKvkNummer(matches).slice(0, KVK_SEARCH_LIMIT)
  }

  async details(kvkNummer: string): Promise<KvkCompanyDetails | null> {
    const establishments = establishmentsOf(kvkNummer)
    if (establishments.length === 0) return null
    const main = establishments[0]
    return { kvkNummer, adressen: [{ type: "bezoekadres", postcode: main.postcode, plaats: main.plaats }] }
  }
}
