export interface AdminWorkload {
  unassigned: { count: number; oldestCreatedAt: string | null } | null;
  openMessages: number | null;
  failedEmails: number | null;
  bouncedBookings: number | null;
  /** Inbound texts nobody has opened in the Inbox yet; null without manage_bookings. */
  unreadTexts: number | null;
  /** Texts sent this calendar month (studio zone): what the studio pays Twilio for; null without manage_bookings. */
  textsThisMonth: number | null;
  /** Live bookings with a slot to come that ends after its day's ready-by (a heat time given later); null without manage_bookings. */
  lateForHeat: { count: number; soonest: { bookingId: string; name: string; eventName: string }[] } | null;
  /** Changes families asked for that wait for the desk (the oldest named by their sentence); null without manage_bookings. */
  changeRequests: { count: number; oldest: { bookingId: string; sentence: string; competition: string }[] } | null;
  nextCompetition: {
    eventId: string;
    eventName: string;
    eventStartDate: string;
    eventEndDate: string;
    /** Null when the user may not read bookings (manage_events only). */
    bookings: number | null;
    unassignedSlots: number | null;
    /** The competition's zone and its first appointment ("2026-03-08" + "8:55 AM Central"); null without one or without manage_bookings. */
    timeZone: string;
    firstAppointment: { date: string; time: string } | null;
  } | null;
}
