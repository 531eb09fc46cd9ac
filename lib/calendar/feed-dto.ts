// What the feed endpoints answer (safe for client components).
export interface CalendarFeedLinks {
  url: string;
  webcalUrl: string;
  createdAt: string;
}
