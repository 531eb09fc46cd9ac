// What GET /api/calendar sends: only what the calendar screen shows, ids as `_id`, instants in UTC ISO.
export interface CalendarStaffDto {
  _id: string;
  firstName: string;
  lastName: string;
}

export interface CalendarCompetitionDto {
  _id: string;
  eventName: string;
  /** YYYY-MM-DD, a studio-zone calendar date. */
  eventStartDate: string;
  eventEndDate: string;
}

export interface CalendarEventDto {
  id: string;
  title: string;
  start: string;
  end: string;
  staff: CalendarStaffDto;
  bookingId: string;
  competitor: { firstName: string; lastName: string; email: string; phoneNumber: string };
  competition: CalendarCompetitionDto;
  service: string;
}

export interface CalendarRangeDto {
  events: CalendarEventDto[];
  staff: CalendarStaffDto[];
  competitions: CalendarCompetitionDto[];
}

export const isoDate = (date: Date) => date.toISOString().slice(0, 10);
