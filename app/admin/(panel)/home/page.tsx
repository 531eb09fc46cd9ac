import Link from "@/components/admin/staff-link";
import { format, formatDistanceStrict } from "date-fns";
import { adminMetadata, DENIED_PARAM, hasAnyPermission, navigationFor } from "@/lib/auth";
import { requireAdminPage } from "@/lib/auth/current";
import { DeniedNotice } from "@/components/admin/denied-notice";
import { adminWorkload } from "@/lib/dashboard";
import type { AdminWorkload } from "@/lib/dashboard/dto";
import { formatEventDateRange, localDay } from "@/lib/time";
import { bookingsMissingHeatTimesForNextCompetition } from "@/lib/bookings";
import { overdueDeposits } from "@/lib/payments";

export const metadata = adminMetadata("/admin/home");

interface Task {
  key: string;
  href: string;
  /** The number that needs doing (0 → shown as done). */
  count: number;
  title: string;
  detail?: string;
  urgent?: boolean;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What needs doing, as far as the user's permissions reach (each part is null otherwise). */
function tasksOf(work: AdminWorkload, now: Date): Task[] {
  const tasks: Task[] = [];
  if (work.unassigned) {
    const { count, oldestCreatedAt } = work.unassigned;
    tasks.push({
      key: "unassigned",
      href: "/admin/calendar_bookings",
      count,
      title: plural(count, "unassigned request", "unassigned requests"),
      detail: count > 0 && oldestCreatedAt ? `Oldest waiting ${formatDistanceStrict(new Date(oldestCreatedAt), now)}` : "Every request has its times.",
      urgent: count > 0,
    });
  }
  if (work.lateForHeat) {
    const { count, soonest } = work.lateForHeat;
    const named = soonest.map((b) => `${b.name} (${b.eventName})`).join(", ");
    const more = count > soonest.length ? ` and ${count - soonest.length} more` : "";
    tasks.push({
      key: "late-for-heat",
      href: count === 1 ? `/admin/calendar_bookings/edit/${soonest[0].bookingId}` : "/admin/calendar_bookings",
      count,
      title: plural(count, "booking late for heat", "bookings late for heat"),
      detail: count === 0 ? "Every slot ends by its dancer's ready-by." : `${named}${more}: a slot ends after ready-by. Re-plan and send the new times.`,
      urgent: count > 0,
    });
  }
  if (work.changeRequests) {
    const { count, oldest } = work.changeRequests;
    const more = count > oldest.length ? ` and ${count - oldest.length} more` : "";
    tasks.push({
      key: "change-requests",
      href: count > 0 ? `/admin/calendar_bookings/edit/${oldest[0].bookingId}` : "/admin/calendar_bookings",
      count,
      title: plural(count, "change asked for", "changes asked for"),
      detail: count === 0 ? "No family is waiting for an answer." : `${oldest.map((r) => `${r.sentence} (${r.competition})`).join("; ")}${more}.`,
      urgent: count > 0,
    });
  }
  if (work.openMessages !== null) {
    tasks.push({ key: "messages", href: "/admin/inbox#messages-heading", count: work.openMessages, title: plural(work.openMessages, "open contact message", "open contact messages"), urgent: work.openMessages > 0 });
  }
  if (work.unreadTexts !== null) {
    tasks.push({ key: "texts", href: "/admin/inbox#texts-heading", count: work.unreadTexts, title: plural(work.unreadTexts, "unread text", "unread texts"), detail: work.textsThisMonth !== null ? `Texts this month: ${work.textsThisMonth}` : undefined, urgent: work.unreadTexts > 0 });
  }
  if (work.failedEmails !== null) {
    tasks.push({ key: "failed", href: "/admin/inbox#outbox-heading", count: work.failedEmails, title: plural(work.failedEmails, "failed email", "failed emails"), detail: work.failedEmails > 0 ? "Retry them in the email log." : undefined, urgent: work.failedEmails > 0 });
  }
  return tasks;
}

export default async function AdminHomePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { user } = await requireAdminPage("/admin/home");
  const denied = (await searchParams)[DENIED_PARAM];
  const links = navigationFor(user).flatMap((g) => g.links).filter((l) => l.href !== "/admin/home");
  const now = new Date();
  const work = await adminWorkload(user, now);
  const tasks = tasksOf(work, now);
  const bounced = work.bouncedBookings ?? 0;
  const next = work.nextCompetition;
  const missingHeats = hasAnyPermission(user, ["manage_bookings"]) ? await bookingsMissingHeatTimesForNextCompetition().catch(() => null) : null;
  const overdue = hasAnyPermission(user, ["manage_bookings"]) ? ((await overdueDeposits(now).catch(() => null))?.length ?? 0) : 0;
  return (
    <div className="mx-auto max-w-5xl">
      <DeniedNotice denied={denied} className="mb-4" />
      <h1 className="font-serif text-title font-semibold">
        Welcome, {user.firstName} {user.lastName}
      </h1>
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
      {overdue > 0 ? (
        <p className="mt-6 rounded-card border border-danger bg-red-50 px-5 py-4" data-testid="overdue-deposits">
          <strong className="text-danger">
            {overdue} {overdue === 1 ? "deposit is" : "deposits are"} overdue.
          </strong>{" "}
          The {overdue === 1 ? "dancer was" : "dancers were"} reminded by email; decide what to do with the hold in{" "}
          <Link href="/admin/calendar_bookings?deposit=overdue" className="text-accent underline">
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
      {tasks.length > 0 || next ? (
        <section aria-labelledby="todo-heading" className="mt-6">
          <h2 id="todo-heading" className="font-serif text-2xl font-semibold">
            What needs doing
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {tasks.map((task) => (
              <li key={task.key}>
                <Link
                  href={task.href}
                  data-testid={`todo-${task.key}`}
                  className={`block h-full rounded-card border bg-white p-5 shadow-sm hover:border-accent ${task.urgent ? "border-accent" : "border-line"}`}
                >
                  <span className={`block text-lg font-semibold ${task.count > 0 ? "text-ink" : "text-muted"}`}>{task.title}</span>
                  {task.detail ? <span className="mt-1 block text-sm text-muted">{task.detail}</span> : null}
                </Link>
              </li>
            ))}
            {next ? (
              <li>
                <Link
                  href={next.bookings === null ? "/admin/calendar_events" : `/admin/calendar_bookings?competition=${encodeURIComponent(next.eventId)}`}
                  data-testid="todo-next-competition"
                  className={`block h-full rounded-card border bg-white p-5 shadow-sm hover:border-accent ${next.unassignedSlots ? "border-accent" : "border-line"}`}
                >
                  <span className="block text-xs font-semibold uppercase tracking-wider text-muted">Next competition</span>
                  <span className="mt-1 block text-lg font-semibold">{next.eventName}</span>
                  <span className="block text-sm text-muted">{formatEventDateRange(next.eventStartDate, next.eventEndDate)}</span>
                  {next.bookings !== null ? (
                    <span className="mt-2 block text-sm">
                      {plural(next.bookings, "booking", "bookings")}, {plural(next.unassignedSlots ?? 0, "slot", "slots")} without times
                    </span>
                  ) : null}
                  {next.firstAppointment ? (
                    <span className="block text-sm" data-testid="next-first-appointment">
                      First appointment {format(localDay(next.firstAppointment.date), "EEEE, MMMM d")}, {next.firstAppointment.time}
                    </span>
                  ) : null}
                </Link>
              </li>
            ) : null}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="screens-heading" className="mt-8">
        <h2 id="screens-heading" className="font-serif text-2xl font-semibold">
          Screens
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="block rounded-card border border-line bg-white px-5 py-3 font-medium shadow-sm hover:border-accent">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
