export const DANCE_LEVELS = ["junior", "youth", "amateur", "pro-am", "professional"] as const;
export type DanceLevelName = (typeof DANCE_LEVELS)[number];

export const DANCE_STYLES = ["latin", "standard", "smooth", "rhythm", "exhibition", "night-club", "show-dance", "Other"] as const;
export type DanceStyleName = (typeof DANCE_STYLES)[number];

export const DANCE_STYLE_LABELS: Record<DanceStyleName, string> = {
  latin: "Latin",
  standard: "Standard",
  smooth: "Smooth",
  rhythm: "Rhythm",
  exhibition: "Exhibition / Theater Arts",
  "night-club": "Night Club",
  "show-dance": "Show Dance",
  Other: "Other",
};

export const DANCE_LEVEL_LABELS: Record<DanceLevelName, string> = {
  junior: "Junior",
  youth: "Youth",
  amateur: "Amateur",
  "pro-am": "Pro-Am",
  professional: "Professional",
};

/** Prisma enum identifiers ↔ the API's spellings. */
export const toDbDanceLevel = (level: DanceLevelName) => (level === "pro-am" ? "pro_am" : level);
export const fromDbDanceLevel = (level: string): DanceLevelName => (level === "pro_am" ? "pro-am" : (level as DanceLevelName));
export const toDbDanceStyle = (style: DanceStyleName) => (style === "night-club" ? "night_club" : style === "show-dance" ? "show_dance" : style);
export const fromDbDanceStyle = (style: string): DanceStyleName => (style === "night_club" ? "night-club" : style === "show_dance" ? "show-dance" : (style as DanceStyleName));

export const CONFIRMATION_WINDOW_TEXT = "Final confirmation of your booking will arrive within 24 to 48 hours.";

/** How staff received a booking they enter at the desk (a public request is "web"). */
export const DESK_CHANNELS = ["phone", "text", "walk-up"] as const;
export type DeskChannel = (typeof DESK_CHANNELS)[number];
export type BookingChannelName = "web" | DeskChannel;
export const BOOKING_CHANNEL_LABELS: Record<BookingChannelName, string> = { web: "Website", phone: "Phone", text: "Text message", "walk-up": "Walk-up" };
export const toDbChannel = (channel: BookingChannelName) => (channel === "walk-up" ? "walk_up" : channel);
export const fromDbChannel = (channel: string): BookingChannelName => (channel === "walk_up" ? "walk-up" : (channel as BookingChannelName));
