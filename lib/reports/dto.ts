// Reports: the season at a glance (per competition), one competition's stylists and clients, and a day's
// chair occupancy. What the pages and CSVs show, safe for client code. Money is integer cents in the
// studio's currency; every figure is a count or a sum over stored rows (./figures.ts says which).

export const REPORT_CHANNELS = ["web", "phone", "text", "walk_up"] as const;
export type ReportChannel = (typeof REPORT_CHANNELS)[number];
export const REPORT_CHANNEL_LABELS: Record<ReportChannel, string> = { web: "Web", phone: "Phone", text: "Text", walk_up: "Walk-up" };

export interface ReportCompetition {
  id: string;
  eventName: string;
  city: string;
  state: string;
  timeZone: string;
  startDate: string;
  endDate: string;
}

/** Money of a competition's bookings: payments not taken at a chair (deposits, online and desk), at the chair, refunds, tips. */
export interface RevenueFigures {
  depositsCents: number;
  atChairCents: number;
  refundsCents: number;
  /** The stylists' counted tips (on top of what the studio took). */
  tipsCents: number;
  /** deposits + at the chair − refunds (tips apart). */
  netCents: number;
}

/** One competition's figures (the season's row, the competition page's head). */
export interface CompetitionFigures {
  competition: ReportCompetition;
  /** Bookings asked for (cancelled ones included; deleted ones never). */
  requested: number;
  /** Requests that are not cancelled and have every slot given a stylist and times. */
  placed: number;
  cancellations: number;
  /** Distinct dancers (clients) of the bookings not cancelled. */
  dancers: number;
  /** Every request by how it reached the studio. */
  byChannel: Record<ReportChannel, number>;
  revenue: RevenueFigures;
  /** revenue.netCents / dancers, rounded to the cent; null without dancers. */
  averagePerDancerCents: number | null;
  /** Bookings (not cancelled) with a slot marked no-show on the day. */
  noShows: number;
  waitlistJoins: number;
  /** Waiting-list entries that accepted an offer and became a booking. */
  waitlistConversions: number;
  /** Dancers whose first booking with the studio is this competition, and those who had booked an earlier one. */
  newDancers: number;
  returningDancers: number;
  /** Dancers who booked again for a later competition. */
  rebookedDancers: number;
  /** rebookedDancers / dancers; null without dancers. */
  rebookingRate: number | null;
}

export interface SeasonReportDto {
  /** The season: competitions starting in this calendar year. */
  year: number;
  /** Years that have competitions, newest first (the season picker). */
  years: number[];
  currency: string;
  competitions: CompetitionFigures[];
  totals: Omit<CompetitionFigures, "competition" | "rebookingRate" | "averagePerDancerCents"> & { averagePerDancerCents: number | null; rebookingRate: number | null };
  /** Competitions by returning dancers, most first (ties by date). */
  topByReturning: { competitionId: string; eventName: string; returningDancers: number }[];
}

/** A stylist on one competition day: booked minutes against staffed minutes. */
export interface UtilisationRow {
  stylistId: string;
  name: string;
  date: string;
  bookedMinutes: number;
  /** Minutes of her shift that day (breaks cut out); null on a day without shifts set (everyone, all day: no measure). */
  staffedMinutes: number | null;
  /** booked / staffed; null without a staffed measure. */
  utilisation: number | null;
}

export interface StylistFigures {
  stylistId: string;
  name: string;
  bookedMinutes: number;
  staffedMinutes: number;
  utilisation: number | null;
  /** Distinct dancers with a slot of hers marked done. */
  dancersStyled: number;
  /** Chair payments her chair took (without tips), and the counted tips on them. */
  takingsCents: number;
  tipsCents: number;
  /** Her done slots on a day with a heat time, and those finished (marked done) by the ready-by. */
  measuredSlots: number;
  onTimeSlots: number;
  onTimeRate: number | null;
}

/** A competition day's chairs through the morning: slots in the chair per quarter hour. */
export interface OccupancyRow {
  /** "HH:mm" in the competition's zone: the quarter hour starting then. */
  time: string;
  /** Slots (not no-shows, bookings not cancelled) running in that quarter hour. */
  occupied: number;
  /** Of them, marked done or in the chair by now (the live statuses). */
  started: number;
  /** The day's chairs; null = no limit set. */
  chairs: number | null;
}

export interface OccupancyDay {
  date: string;
  rows: OccupancyRow[];
}

export interface CompetitionReportDto {
  currency: string;
  figures: CompetitionFigures;
  stylists: StylistFigures[];
  utilisation: UtilisationRow[];
  occupancy: OccupancyDay[];
}

export const SEASON_CSV_COLUMNS = [
  "Competition",
  "Start",
  "Requested",
  "Placed",
  "Cancelled",
  "Dancers",
  "Web",
  "Phone",
  "Text",
  "Walk-up",
  "Deposits",
  "At the chair",
  "Refunds",
  "Tips",
  "Net",
  "Average per dancer",
  "No-shows",
  "Waiting list joins",
  "Waiting list conversions",
  "New dancers",
  "Returning dancers",
  "Rebooked",
] as const;
export const STYLIST_CSV_COLUMNS = ["Stylist", "Booked minutes", "Staffed minutes", "Utilisation %", "Dancers styled", "Takings", "Tips", "On time", "Measured", "On-time %"] as const;
export const UTILISATION_CSV_COLUMNS = ["Stylist", "Date", "Booked minutes", "Staffed minutes", "Utilisation %"] as const;
export const OCCUPANCY_CSV_COLUMNS = ["Date", "Time", "In the chair", "Started", "Chairs"] as const;

/** The CSVs a report offers (GET …/csv?table=). */
export const REPORT_TABLES = ["season", "competition", "stylists", "utilisation", "occupancy"] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];

/** 0.8125 → "81 %"; null → "—". */
export const formatRate = (rate: number | null) => (rate === null ? "—" : `${Math.round(rate * 100)} %`);
export const ratio = (part: number, whole: number | null) => (whole ? part / whole : null);
