import Link from "@/components/admin/staff-link";
import { DepositSettingsForm } from "@/components/admin/bookings/deposit-settings-form";
import { ReminderSettingsForm } from "@/components/admin/bookings/reminder-settings-form";
import { adminMetadata, hasAnyPermission } from "@/lib/auth";
import { requireAdminPage } from "@/lib/auth/current";
import { DEFAULT_REMINDER_SETTINGS, getReminderSettings } from "@/lib/events";
import { getDepositSettings } from "@/lib/payments";
import { DEFAULT_DEPOSIT_SETTINGS } from "@/lib/payments/dto";

export const metadata = adminMetadata("/admin/settings");

// The studio's booking rules in one place: deposits and customer reminders. The schedule's own
// settings stay beside the competitions (Manage Events), data retention beside the clients.
export default async function SettingsPage() {
  const { user } = await requireAdminPage("/admin/settings");
  const [reminders, deposits] = await Promise.all([
    getReminderSettings().catch((error: unknown) => {
      console.error("Failed to fetch reminder settings", error);
      return DEFAULT_REMINDER_SETTINGS;
    }),
    getDepositSettings().catch((error: unknown) => {
      console.error("Failed to fetch deposit settings", error);
      return DEFAULT_DEPOSIT_SETTINGS;
    }),
  ]);
  const link = "font-medium text-accent underline underline-offset-2";
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 className="font-serif text-title font-semibold">Settings</h1>
        <p className="mt-2 max-w-3xl text-muted">
          The studio&apos;s rules for every booking: deposits and customer reminders.{" "}
          {hasAnyPermission(user, ["manage_events"]) ? (
            <>
              What the schedule page shows and &ldquo;Ready before heat&rdquo; are in{" "}
              <Link href="/admin/calendar_events" className={link}>
                Manage Events
              </Link>
              ;{" "}
            </>
          ) : null}
          how long client records are kept is in{" "}
          <Link href="/admin/clients" className={link}>
            Clients
          </Link>
          .
        </p>
      </div>
      <DepositSettingsForm initial={deposits} />
      <ReminderSettingsForm initial={reminders} />
    </div>
  );
}
