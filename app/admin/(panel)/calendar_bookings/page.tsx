import { ManageBookingsScreen } from "@/components/admin/bookings/manage-bookings-screen";
import { ExportCsv } from "@/components/admin/bookings/export-csv";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { getDepositSettings } from "@/lib/payments";
import { DEFAULT_DEPOSIT_SETTINGS, MONEY_FILTER_STATES } from "@/lib/payments/dto";
import { adminMetadata, requireAdminPage } from "@/lib/auth";
import { listPastEvents, listUpcomingEvents } from "@/lib/events";

export const metadata = adminMetadata("/admin/calendar_bookings");

const DEPOSIT_FILTER_VALUES = new Set<string>(MONEY_FILTER_STATES);
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

export default async function ManageBookingsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage("/admin/calendar_bookings");
  const params = await searchParams;
  const [upcoming, past, deposits] = await Promise.all([
    listUpcomingEvents().catch(() => []),
    listPastEvents().catch(() => []),
    getDepositSettings().catch((error: unknown) => {
      console.error("Failed to fetch deposit settings", error);
      return DEFAULT_DEPOSIT_SETTINGS;
    }),
  ]);
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
      <ManageBookingsScreen
        competitions={[...upcoming, ...past]} initialFilter={{ q: first(params.q).slice(0, 100), competition: first(params.competition).slice(0, 64), deposit: DEPOSIT_FILTER_VALUES.has(first(params.deposit)) ? first(params.deposit) : "" }}
        depositsEnabled={deposits.enabled}
      />
      {/* Export CSV offers upcoming competitions first, then the past ones (most recent first). */}
      <ExportCsv competitions={[...upcoming, ...past].map(({ _id, eventName, eventStartDate }) => ({ _id, eventName, eventStartDate }))} />
    </div>
  );
}
