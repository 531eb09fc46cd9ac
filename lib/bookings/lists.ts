// The Manage Bookings lists: unassigned, assigned and cancelled, searched, filtered and paged.
import "server-only";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getReadyBeforeHeatMinutes } from "@/lib/events";
import { depositMark, depositSummariesOf, withDepositStates, type DepositMark } from "@/lib/payments";
import { bookingInclude, toBookingDto, type BookingDto, type BookingRow, type BookingWithBounce } from "./dto";
import { withEmailBounces } from "./read";
import { projectBookingFor, type StaffBookingDto } from "./projection";
import type { CustomerView } from "@/lib/auth/dto";

export type BookingList = "assigned" | "unassigned" | "cancelled";

/** What a Manage Bookings search matches: every word in one of the names or the email. */
function bookingSearchWhere(q: string, competition: string): Prisma.BookingWhereInput[] {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 6);
  const filters: Prisma.BookingWhereInput[] = words.map((word) => ({
    OR: (["firstName", "lastName", "email", "parentFirstName", "parentLastName"] as const).map((field) => ({ [field]: { contains: word, mode: "insensitive" } })),
  }));
  if (competition) filters.push({ eventId: competition });
  return filters;
}

type ListQuery = { list: BookingList; page: number; pageSize: number; q?: string; competition?: string };

/** The rows of one Manage Bookings group and their order: live newest first, cancelled by cancellation. */
function listWhereAndOrder(options: Omit<ListQuery, "page" | "pageSize">): { where: Prisma.BookingWhereInput; orderBy: Prisma.BookingOrderByWithRelationInput[] } {
  const base: Prisma.BookingWhereInput =
    options.list === "cancelled" ? { deletedAt: null, cancelledAt: { not: null } } : { deletedAt: null, cancelledAt: null, isAssigned: options.list === "assigned" };
  const where: Prisma.BookingWhereInput = { AND: [base, ...bookingSearchWhere(options.q ?? "", options.competition ?? "")] };
  const orderBy: Prisma.BookingOrderByWithRelationInput[] = options.list === "cancelled" ? [{ cancelledAt: "desc" }, { id: "desc" }] : [{ createdAt: "desc" }, { id: "desc" }];
  return { where, orderBy };
}

/**
 * One of the Manage Bookings groups: live requests newest first; cancelled ones by cancellation,
 * newest first; optionally only those matching `q` (names, email) and one competition.
 */
export async function listBookings(options: ListQuery): Promise<{ bookings: BookingDto[]; total: number }> {
  const { where, orderBy } = listWhereAndOrder(options);
  const [total, rows, readyBefore] = await Promise.all([
    prisma.booking.count({ where }),
    prisma.booking.findMany({
      where,
      orderBy,
      skip: (options.page - 1) * options.pageSize,
      take: options.pageSize,
      include: bookingInclude,
    }),
    getReadyBeforeHeatMinutes(),
  ]);
  return { bookings: (rows as BookingRow[]).map((row) => toBookingDto(row, readyBefore)), total };
}

/** Bookings a deposit filter looks at, at most: far above a studio's live bookings, a bound on the work. */
const DEPOSIT_FILTER_SCAN = 5_000;

/**
 * The same group, only bookings whose deposit mark is `deposit` ("due", "overdue", "paid"). The mark
 * is computed (settings, prices, payments), not stored, so the group's candidates are read lean,
 * marked with the one rule (`depositMark`), then the page is read in full.
 */
async function listBookingsByDeposit(options: ListQuery, deposit: Exclude<DepositMark, "none">, now: Date): Promise<{ bookings: BookingDto[]; total: number }> {
  const { where, orderBy } = listWhereAndOrder(options);
  const candidates = await prisma.booking.findMany({
    where,
    orderBy,
    take: DEPOSIT_FILTER_SCAN,
    select: { id: true, confirmedAt: true, cancelledAt: true, days: { orderBy: { position: "asc" }, select: { date: true, serviceId: true, additionalServiceIds: true } } },
  });
  const summaries = await depositSummariesOf(candidates, now);
  const ids = candidates.filter((c) => depositMark(summaries.get(c.id)) === deposit).map((c) => c.id);
  const pageIds = ids.slice((options.page - 1) * options.pageSize, options.page * options.pageSize);
  const [rows, readyBefore] = await Promise.all([prisma.booking.findMany({ where: { id: { in: pageIds } }, include: bookingInclude }), getReadyBeforeHeatMinutes()]);
  const byId = new Map((rows as BookingRow[]).map((row) => [row.id, row]));
  return { bookings: pageIds.flatMap((id) => (byId.has(id) ? [toBookingDto(byId.get(id)!, readyBefore)] : [])), total: ids.length };
}

/**
 * An admin list page with each booking's bounce and deposit marks (Manage Bookings), optionally only one
 * deposit mark, as `view` may see it (the staff projection: a stylist's rows carry no customer contact).
 */
export async function listBookingsForAdmin(
  list: BookingList,
  query: { page: number; pageSize: number; q?: string; competition?: string; deposit?: Exclude<DepositMark, "none"> | "" },
  view: CustomerView,
  now = new Date(),
): Promise<{ bookings: StaffBookingDto[]; total: number }> {
  const { deposit, ...rest } = query;
  const { bookings, total } = deposit ? await listBookingsByDeposit({ list, ...rest }, deposit, now) : await listBookings({ list, ...rest });
  const marked: BookingWithBounce[] = await withDepositStates(await withEmailBounces(bookings), now);
  return { bookings: marked.map((booking) => projectBookingFor(view, booking)), total };
}
