import Link from "next/link";
import { adminMetadata } from "@/lib/auth/admin-metadata";
import { requireAdminPage } from "@/lib/auth/current";
import { hasAnyPermission, navigationFor } from "@/lib/auth/permissions";
import { countUpcomingBookingsWithBouncedEmail } from "@/lib/bookings";
import { bookingsMissingHeatTimesForNextCompetition } from "@/lib/bookings/heat-times";

export const metadata = adminMetadata("/admin/home");

export default async function AdminHomePage() {
  const { user } = await requireAdminPage("/admin/home");
  const links = navigationFor(user).flatMap((g) => g.links).filter((l) => l.href !== "/admin/home");
  const managesBookings = hasAnyPermission(user, ["manage_bookings"]);
  const [bounced, missingHeats] = managesBookings
    ? await Promise.all([countUpcomingBookingsWithBouncedEmail().catch(() => 0), bookingsMissingHeatTimesForNextCompetition().catch(() => null)])
    : [0, null];
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="font-serif text-title font-semibold">
        Welcome, {user.firstName} {user.lastName}
      </h1>
      <p className="mt-2 text-muted">Choose what you would like to work on.</p>
      {bounced > 0 ? (
        <p className="mt-6 rounded-card border border-danger bg-red-50 px-5 py-4">
          <strong className="text-danger">
            Email bounced for {bounced} upcoming {bounced === 1 ? "booking" : "bookings"}.
          </strong>{" "}
          Call the {bounced === 1 ? "dancer" : "dancers"} and correct the address in{" "}
          <Link href="/admin/calendar_bookings" className="text-accent underline">
            Manage Bookings
          </Link>
          .
        </p>
      ) : null}
      {missingHeats && missingHeats.count > 0 ? (
        <p className="mt-6 rounded-card border border-line bg-sand px-5 py-4" data-testid="missing-heat-times">
          <strong>
            {missingHeats.count} {missingHeats.count === 1 ? "booking is" : "bookings are"} still missing heat times for {missingHeats.eventName}.
          </strong>{" "}
          Dancers enter them on their private booking page; confirmed ones are reminded a week before.
        </p>
      ) : null}
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="block rounded-card border border-line bg-white p-5 font-medium shadow-sm hover:border-accent">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
