import { BookingsTable } from "@/components/admin/bookings/bookings-table";
import { ExportCsv } from "@/components/admin/bookings/export-csv";
import { ReminderSettingsForm } from "@/components/admin/bookings/reminder-settings-form";
import { adminMetadata } from "@/lib/auth/admin-metadata";
import { requireAdminPage } from "@/lib/auth/current";
import { DEFAULT_REMINDER_SETTINGS, getReminderSettings, listPastEvents, listUpcomingEvents } from "@/lib/events";

export const metadata = adminMetadata("/admin/calendar_bookings");

export default async function ManageBookingsPage() {
  await requireAdminPage("/admin/calendar_bookings");
  const reminders = await getReminderSettings().catch((error: unknown) => {
    console.error("Failed to fetch reminder settings", error);
    return DEFAULT_REMINDER_SETTINGS;
  });
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <h1 className="font-serif text-title font-semibold">Manage Bookings</h1>
      <BookingsTable kind="unassigned" title="Unassigned Bookings" />
      <BookingsTable kind="assigned" title="Assigned Bookings" />
      <BookingsTable kind="cancelled" title="Cancelled Bookings" initiallyOpen={false} />
      <ReminderSettingsForm initial={reminders} />
      <ExportCsv competitions={await exportCompetitions()} />
    </div>
  );
}

/** Upcoming competitions first, then the past ones (most recent first): what Export CSV offers. */
async function exportCompetitions() {
  const [upcoming, past] = await Promise.all([listUpcomingEvents(), listPastEvents()]).catch((error: unknown) => {
    console.error("Failed to fetch events for the export", error);
    return [[], []];
  });
  return [...upcoming, ...past].map(({ _id, eventName, eventStartDate }) => ({ _id, eventName, eventStartDate }));
}
