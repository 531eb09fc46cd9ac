// Competitions and the calendar settings singleton. "Upcoming" is decided on the studio's calendar:
// an event is upcoming until the end of its last day in STUDIO_TIMEZONE.
import "server-only";
import { prisma } from "@/lib/db/client";
import { studio } from "@/lib/env";
import { NotFoundError } from "@/lib/errors";
import { fromDateOnly, studioToday } from "@/lib/time";
import { DEFAULT_READY_BEFORE_HEAT_MINUTES, toCalendarSettingsDto, toEventDto, type CalendarSettingsDto, type EventDto } from "./dto";
import type { CalendarSettingsInput, CreateEventInput } from "./schema";
import { eventFormColumns } from "./update";

export type { BookingOutsideDatesDto, CalendarSettingsDto, EventDto } from "./dto";
export { BOOKINGS_OUTSIDE_DATES, BookingsOutsideDatesError, bookingsOutsideDates, updateEvent } from "./update";

const SETTINGS_ID = 1;
export const DEFAULT_CALENDAR_SETTINGS = { autoDisplay: true, numUpcomingEvents: 1 } as const;

export interface Clock {
  /** Injected in tests; defaults to the real time. */
  now?: Date;
  /** Defaults to the studio zone. */
  timeZone?: string;
}

function firstUpcomingDay({ now = new Date(), timeZone = studio.timeZone }: Clock): Date {
  return fromDateOnly(studioToday(now, timeZone));
}

/** Events not ended yet in the studio zone (in progress included), soonest first. */
export async function listUpcomingEvents(options: Clock & { limit?: number } = {}): Promise<EventDto[]> {
  const rows = await prisma.event.findMany({
    where: { deletedAt: null, eventEndDate: { gte: firstUpcomingDay(options) } },
    orderBy: [{ eventStartDate: "asc" }, { eventEndDate: "asc" }, { createdAt: "asc" }],
    take: options.limit,
  });
  return rows.map(toEventDto);
}

/** Events whose last day is before today in the studio zone, most recent start first. */
export async function listPastEvents(options: Clock = {}): Promise<EventDto[]> {
  const rows = await prisma.event.findMany({
    where: { deletedAt: null, eventEndDate: { lt: firstUpcomingDay(options) } },
    orderBy: [{ eventStartDate: "desc" }, { eventEndDate: "desc" }, { createdAt: "desc" }],
  });
  return rows.map(toEventDto);
}

/** Events staff chose to show on the schedule (showEvent), by start date. */
export async function listShowSelectedEvents(): Promise<EventDto[]> {
  const rows = await prisma.event.findMany({
    where: { deletedAt: null, showEvent: true },
    orderBy: [{ eventStartDate: "asc" }, { eventEndDate: "asc" }, { createdAt: "asc" }],
  });
  return rows.map(toEventDto);
}

/** One event that has not been deleted. */
export async function getEvent(id: string): Promise<EventDto> {
  const row = await prisma.event.findFirst({ where: { id, deletedAt: null } });
  if (!row) throw new NotFoundError("Event not found");
  return toEventDto(row);
}

export async function createEvent(input: CreateEventInput): Promise<EventDto> {
  const row = await prisma.event.create({
    data: {
      ...eventFormColumns(input),
      showEvent: input.showEvent,
      timeZone: input.timeZone,
      timeZoneSetByStaff: input.timeZoneSetByStaff,
    },
  });
  return toEventDto(row);
}

/** Manage Events: the competition's zone (heat times already entered keep their wall-clock time). */
export async function setEventTimeZone(id: string, timeZone: string): Promise<EventDto> {
  const { count } = await prisma.event.updateMany({ where: { id, deletedAt: null }, data: { timeZone, timeZoneSetByStaff: true } });
  if (count === 0) throw new NotFoundError("Event not found");
  return getEvent(id);
}

export async function setEventShown(id: string, showEvent: boolean): Promise<EventDto> {
  const { count } = await prisma.event.updateMany({ where: { id, deletedAt: null }, data: { showEvent } });
  if (count === 0) throw new NotFoundError("Event not found");
  return getEvent(id);
}

/** Soft delete: the row stays for the bookings that reference it. */
export async function deleteEvent(id: string, now = new Date()): Promise<void> {
  const { count } = await prisma.event.updateMany({ where: { id, deletedAt: null }, data: { deletedAt: now } });
  if (count === 0) throw new NotFoundError("Event not found");
}

export async function getCalendarSettings(): Promise<CalendarSettingsDto> {
  const row = await prisma.calendarSettings.findUnique({ where: { id: SETTINGS_ID } });
  return toCalendarSettingsDto(row ?? DEFAULT_CALENDAR_SETTINGS);
}

export async function updateCalendarSettings(input: Partial<CalendarSettingsInput>): Promise<CalendarSettingsDto> {
  const changes = {
    ...(input.autoDisplay !== undefined ? { autoDisplay: input.autoDisplay } : {}),
    ...(input.numUpcomingEvents !== undefined ? { numUpcomingEvents: input.numUpcomingEvents } : {}),
    ...(input.readyBeforeHeatMinutes !== undefined ? { readyBeforeHeatMinutes: input.readyBeforeHeatMinutes } : {}),
    ...(input.applyFittingChangesAtOnce !== undefined ? { applyFittingChangesAtOnce: input.applyFittingChangesAtOnce } : {}),
  };
  const row = await prisma.calendarSettings.upsert({
    where: { id: SETTINGS_ID },
    create: { id: SETTINGS_ID, ...DEFAULT_CALENDAR_SETTINGS, ...changes },
    update: changes,
  });
  return toCalendarSettingsDto(row);
}

/** What /schedule lists: auto-display → the next numUpcomingEvents upcoming events, else the selected ones. */
export async function listScheduleEvents(clock: Clock = {}): Promise<EventDto[]> {
  const settings = await getCalendarSettings();
  if (settings.autoDisplay) return listUpcomingEvents({ ...clock, limit: settings.numUpcomingEvents });
  return listShowSelectedEvents();
}

/** "Ready before heat" in minutes (Calendar settings; default 45). */
export async function getReadyBeforeHeatMinutes(db: Pick<typeof prisma, "calendarSettings"> = prisma): Promise<number> {
  const row = await db.calendarSettings.findUnique({ where: { id: SETTINGS_ID }, select: { readyBeforeHeatMinutes: true } });
  return row?.readyBeforeHeatMinutes ?? DEFAULT_READY_BEFORE_HEAT_MINUTES;
}

export interface ReminderSettings {
  sendReminders: boolean;
  /** HH:mm in the studio zone, on the day before each booking day. */
  reminderTime: string;
  /** email; text (email for who did not agree to texts); both (a text as well, where agreed). */
  reminderChannels: "email" | "text" | "both";
}

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = { sendReminders: true, reminderTime: "18:00", reminderChannels: "both" };
const REMINDER_SELECT = { sendReminders: true, reminderTime: true, reminderChannels: true } as const;

export async function getReminderSettings(db: Pick<typeof prisma, "calendarSettings"> = prisma): Promise<ReminderSettings> {
  const row = await db.calendarSettings.findUnique({ where: { id: SETTINGS_ID }, select: REMINDER_SELECT });
  return row ?? DEFAULT_REMINDER_SETTINGS;
}

/** `reminderChannels` left out keeps the stored one (a form that does not show it). */
export async function updateReminderSettings(input: Omit<ReminderSettings, "reminderChannels"> & Partial<Pick<ReminderSettings, "reminderChannels">>): Promise<ReminderSettings> {
  const row = await prisma.calendarSettings.upsert({
    where: { id: SETTINGS_ID },
    create: { id: SETTINGS_ID, ...DEFAULT_CALENDAR_SETTINGS, ...input },
    update: input,
    select: REMINDER_SELECT,
  });
  return row;
}
export { EVENT_CALL_FAILURES } from "./messages";
