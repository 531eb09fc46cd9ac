// The fixed list of the 50 US states offered by the event form, with postal codes so API
// clients may send either; events store the full name. Each state's usual zone is in ./zoned.
export const US_STATE_CODES = {
  Alabama: "AL",
  Alaska: "AK",
  Arizona: "AZ",
  Arkansas: "AR",
  California: "CA",
  Colorado: "CO",
  Connecticut: "CT",
  Delaware: "DE",
  Florida: "FL",
  Georgia: "GA",
  Hawaii: "HI",
  Idaho: "ID",
  Illinois: "IL",
  Indiana: "IN",
  Iowa: "IA",
  Kansas: "KS",
  Kentucky: "KY",
  Louisiana: "LA",
  Maine: "ME",
  Maryland: "MD",
  Massachusetts: "MA",
  Michigan: "MI",
  Minnesota: "MN",
  Mississippi: "MS",
  Missouri: "MO",
  Montana: "MT",
  Nebraska: "NE",
  Nevada: "NV",
  "New Hampshire": "NH",
  "New Jersey": "NJ",
  "New Mexico": "NM",
  "New York": "NY",
  "North Carolina": "NC",
  "North Dakota": "ND",
  Ohio: "OH",
  Oklahoma: "OK",
  Oregon: "OR",
  Pennsylvania: "PA",
  "Rhode Island": "RI",
  "South Carolina": "SC",
  "South Dakota": "SD",
  Tennessee: "TN",
  Texas: "TX",
  Utah: "UT",
  Vermont: "VT",
  Virginia: "VA",
  Washington: "WA",
  "West Virginia": "WV",
  Wisconsin: "WI",
  Wyoming: "WY",
} as const;

export type UsState = keyof typeof US_STATE_CODES;

export const US_STATES = Object.keys(US_STATE_CODES) as UsState[];

const byLowerName = new Map<string, UsState>(US_STATES.flatMap((name) => [[name.toLowerCase(), name] as const, [US_STATE_CODES[name].toLowerCase(), name] as const]));

/** The canonical state name for a name or postal code in any letter case, else null. */
export function canonicalUsState(input: string): UsState | null {
  return byLowerName.get(input.trim().replace(/\s+/g, " ").toLowerCase()) ?? null;
}
