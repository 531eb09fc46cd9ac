import { ManageBookingsScreen } from "@/components/admin/bookings/manage-bookings-screen";
import { ExportCsv } from "@/components/admin/bookings/export-csv";
import Link from "@/components/admin/staff-link";
import { buttonClass } from "@/components/ui/button";
import { getDepositSettings } from "@/lib/payments";
import { DEFAULT_DEPOSIT_SETTINGS, MONEY_FILTER_STATES } from "@/lib/payments/dto";
import { adminMetadata, customerViewOf } from "@/lib/auth";
import { requireAdminPage } from "@/lib/auth/current";
import { listPastEvents, listUpcomingEvents } from "@/lib/events";
import { ApiPrefetch } from "@/components/admin/api-prefetch";
import { BOOKING_LIST_KINDS, bookingListRequest } from "@/components/admin/bookings/booking-list-request";
import { listBookingsForAdmin } from "@/lib/bookings";
import { bookingListQuerySchema } from "@/lib/bookings/schema";
import { prefetchReads } from "@/lib/http/prefetch";

export const metadata = adminMetadata("/admin/calendar_bookings");

const DEPOSIT_FILTER_VALUES = new Set<string>(MONEY_FILTER_STATES);
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

export default async function ManageBookingsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { user } = await requireAdminPage("/admin/calendar_bookings");
  const params = await searchParams;
  const initialFilter = { q: first(params.q).slice(0, 100), competition: first(params.competition).slice(0, 64), deposit: DEPOSIT_FILTER_VALUES.has(first(params.deposit)) ? first(params.deposit) : "" };
  // The first page of each list comes with the page, read as each table asks for it (its filter, page 1).
  const listReads = (depositsEnabled: boolean) => {
    const filter = { q: initialFilter.q.trim(), competition: initialFilter.competition, deposit: depositsEnabled ? initialFilter.deposit : "" };
    return prefetchReads(
      user,
      BOOKING_LIST_KINDS.map((kind) => {
        const request = bookingListRequest(filter, 1);
        return {
          key: `GET /api/booking/${kind}` as const,
          request,
          load: async () => {
            const query = bookingListQuerySchema.parse(request.query);
            const { bookings, total } = await listBookingsForAdmin(kind, query, customerViewOf(user));
            return { items: bookings, total, pages: Math.max(1, Math.ceil(total / query.pageSize)) };
          },
        };
      }),
    );
  };
  const [upcoming, past, deposits] = await Promise.all([
    listUpcomingEvents().catch(() => []),
    listPastEvents().catch(() => []),
    getDepositSettings().catch((error: unknown) => {
      console.error("Failed to fetch deposit settings", error);
      return DEFAULT_DEPOSIT_SETTINGS;
    }),
  ]);
  const reads = await listReads(deposits.enabled);
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="font-serif text-title font-semibold">Manage Bookings</h1>
        <Link href="/admin/calendar_bookings/new" className={buttonClass()}>
          New booking
        </Link>
        {/* Deposits and customer reminders are studio-wide rules: they live under Settings. */}
        <Link href="/admin/settings" className="text-sm font-medium text-accent underline underline-offset-2">
          Deposit and reminder settings
        </Link>
      </div>
      <ApiPrefetch reads={reads}>
        <ManageBookingsScreen competitions={[...upcoming, ...past]} initialFilter={initialFilter} depositsEnabled={deposits.enabled} />
      </ApiPrefetch>
      {/* Export CSV offers upcoming competitions first, then the past ones (most recent first). */}
      <ExportCsv competitions={[...upcoming, ...past].map(({ _id, eventName, eventStartDate }) => ({ _id, eventName, eventStartDate }))} />
    </div>
  );
}
