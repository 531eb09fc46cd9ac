// Manage Bookings → Export CSV: one row per slot (the slot rule's, so unassigned slots are rows too)
// of one competition or a date range. csv-stringify writes RFC 4180 (CRLF, quotes doubled) with a
// UTF-8 BOM for Excel and a ' before cells that start with = + - @ tab or CR (formula injection).
// Bookings are read in id order, BATCH at a time, and the stream waits for the reader, so 10,000
// bookings never sit in memory at once.
import "server-only";
import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getReadyBeforeHeatMinutes } from "@/lib/events";
import { fromDateOnly, timeZoneLabel, utcToZonedParts } from "@/lib/time";
import { displayText } from "@/lib/text/display-text";
import { DANCE_LEVEL_LABELS, DANCE_STYLE_LABELS, type DanceLevelName, type DanceStyleName } from "./constants";
import { bookingInclude, toBookingDto, type BookingRow } from "./dto";
import type { BookingExportQuery } from "./export-schema";
import { expandBookingSlots, type ListedServices } from "./slots";
import { loadListedServices } from "./slot-recount";
import { depositSummariesOf } from "@/lib/payments";
import type { DepositSummary } from "@/lib/payments/dto";

export const BOOKING_EXPORT_COLUMNS = [
  "Booking ID",
  "Competition",
  "Date",
  "Start",
  "End",
  "Stylist",
  "Dancer",
  "Parent",
  "Email",
  "Phone",
  "Service",
  "Additional services",
  "Styles",
  "Level",
  "Hair at night",
  "Status",
  "Heat",
  "Ready by",
  "Time zone",
  "Deposit",
  "Paid",
  "Refunded",
  "Balance",
] as const;

const BATCH = 200;

function whereOf(query: BookingExportQuery): Prisma.BookingWhereInput {
  const where: Prisma.BookingWhereInput = { deletedAt: null };
  if (query.eventId) where.eventId = query.eventId;
  if (query.from && query.to) where.days = { some: { date: { gte: fromDateOnly(query.from), lte: fromDateOnly(query.to) } } };
  return where;
}

/**
 * The one way money is written in a CSV (the bookings export, the close of day, the season, the reports):
 * "12.50"; a negative amount in accounting brackets, "(5.00)", which spreadsheets read as -5: a cell
 * starting with "-" would be escaped by the formula-injection rule and read as text.
 */
export const csvAmount = (cents: number | null | undefined) => {
  if (cents === null || cents === undefined) return "";
  const text = `${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, "0")}`;
  return cents < 0 ? `(${text})` : text;
};

/**
 * The CSV rows of one booking (strings only), its slots in the export's date range. Start, End, Heat and
 * Ready by are "YYYY-MM-DD HH:mm" in the competition's zone, which the last column names.
 */
export function exportRowsOf(row: BookingRow, query: Pick<BookingExportQuery, "from" | "to">, listed: ListedServices, readyBeforeHeatMinutes?: number, deposit?: DepositSummary): string[][] {
  const booking = toBookingDto(row, readyBeforeHeatMinutes);
  const status = booking.status;
  const zone = booking.competition.timeZone;
  return expandBookingSlots(booking.dayDetails, listed)
    .filter((slot) => (!query.from || slot.date >= query.from) && (!query.to || slot.date <= query.to))
    .map((slot) => {
      const day = booking.dayDetails[slot.dayIndex];
      const readyBy = day.readyBy ? utcToZonedParts(new Date(day.readyBy), zone) : null;
      return [
        booking._id,
        displayText(booking.competition.eventName),
        slot.date,
        slot.startDate && slot.startTime ? `${slot.startDate} ${slot.startTime}` : "",
        slot.endDate && slot.endTime ? `${slot.endDate} ${slot.endTime}` : "",
        slot.assignedUser ? `${slot.assignedUser.firstName} ${slot.assignedUser.lastName}` : "",
        `${booking.firstName} ${booking.lastName}`,
        booking.isParentOrGuardian ? `${booking.parentFirstName} ${booking.parentLastName}`.trim() : "",
        booking.email,
        booking.phoneNumber,
        displayText(slot.service),
        day.additionalServices.map((s) => displayText(s.title)).join("; "),
        day.danceStyle.map((s) => DANCE_STYLE_LABELS[s as DanceStyleName] ?? s).join("; "),
        DANCE_LEVEL_LABELS[booking.danceLevel as DanceLevelName] ?? booking.danceLevel,
        booking.hairAtNight,
        status,
        day.heatTime ? `${day.date} ${day.heatTime}` : "",
        readyBy ? `${readyBy.date} ${readyBy.time}` : "",
        `${zone} (${timeZoneLabel(zone)})`,
        csvAmount(deposit?.amountCents ?? 0),
        csvAmount(deposit?.paidCents ?? 0),
        csvAmount(deposit?.refundedCents ?? 0),
        csvAmount(deposit?.balanceCents ?? 0),
      ];
    });
}

async function* exportRows(query: BookingExportQuery): AsyncGenerator<string[]> {
  const where = whereOf(query);
  const readyBefore = await getReadyBeforeHeatMinutes();
  const listed = await loadListedServices(prisma);
  let cursor: string | undefined;
  for (;;) {
    const batch = (await prisma.booking.findMany({
      where,
      include: bookingInclude,
      orderBy: { id: "asc" },
      take: BATCH,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
    })) as BookingRow[];
    const deposits = await depositSummariesOf(batch);
    for (const row of batch) yield* exportRowsOf(row, query, listed, readyBefore, deposits.get(row.id));
    if (batch.length < BATCH) return;
    cursor = batch[batch.length - 1].id;
  }
}

/**
 * The studio's CSV rules, shared by every export (bookings, clients): RFC 4180 with CRLF, a UTF-8 BOM,
 * and a ' before a cell that starts with = + - @ tab or CR (formula injection).
 */
export const csvExportStringifier = (columns: readonly string[]) => stringify({ bom: true, header: true, columns: [...columns], record_delimiter: "windows", escape_formulas: true });

/** The CSV as a byte stream (BOM, header, a row per slot). */
export function bookingExportStream(query: BookingExportQuery): Readable {
  const csv = csvExportStringifier(BOOKING_EXPORT_COLUMNS);
  const source = Readable.from(exportRows(query));
  source.on("error", (error) => csv.destroy(error));
  return source.pipe(csv);
}

export const exportFileName = (query: BookingExportQuery, eventName?: string) =>
  `bookings-${(eventName ?? `${query.from}-to-${query.to}`).toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "export"}.csv`;
