import Link from "@/components/admin/staff-link";
import { AdminTable, Cell } from "@/components/admin/admin-table";
import { adminMetadata } from "@/lib/auth";
import { requireAdminPage } from "@/lib/auth/current";
import { listClients, getClientSettings } from "@/lib/clients";
import { clientListQuerySchema } from "@/lib/clients/schema";
import { formatDayLong } from "@/components/admin/clients/format";
import { RetentionForm } from "@/components/admin/clients/retention-form";
import { apiUrl } from "@/lib/http/contract";

export const metadata = adminMetadata("/admin/clients");

// Clients: every dancer the studio knows, by last name; a GET form searches, so the
// search and page stay in the address and the screen needs no client script.
export default async function ClientsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage("/admin/clients");
  const raw = await searchParams;
  const parsed = clientListQuerySchema.safeParse({ q: typeof raw.q === "string" ? raw.q : undefined, page: typeof raw.page === "string" ? raw.page : undefined });
  const query = parsed.success ? parsed.data : clientListQuerySchema.parse({});
  const [result, settings] = await Promise.all([listClients(query), getClientSettings()]);
  const pageHref = (page: number) => `/admin/clients?${new URLSearchParams({ ...(query.q ? { q: query.q } : {}), page: String(page) })}`;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-title font-semibold">Clients</h1>
          <p className="mt-2 text-muted">The dancers the studio knows: every booking, styling notes and allergies, one card each.</p>
        </div>
        <a href={apiUrl("GET /api/clients/export")} className="rounded border border-line px-4 py-2 text-sm" download>
          Export CSV
        </a>
      </div>
      <form method="get" action="/admin/clients" role="search" className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <label htmlFor="client-search" className="block text-sm font-medium">
            Search by name, email or phone
          </label>
          <input id="client-search" name="q" type="search" defaultValue={query.q} maxLength={100} className="mt-1 w-full rounded border border-line bg-white px-3 py-2 text-ink" />
        </div>
        <button type="submit" className="min-h-11 rounded bg-ink px-4 py-2 text-sm font-semibold text-white">
          Search
        </button>
      </form>
      <p className="text-sm text-muted" aria-live="polite">
        {result.total === 1 ? "1 client" : `${result.total.toLocaleString("en-US")} clients`}
        {query.q ? ` matching “${query.q}”` : ""}
      </p>
      <div className="overflow-x-auto rounded border border-line bg-white" role="region" aria-label="Clients" tabIndex={0}>
        <AdminTable columns={["Dancer", "Email", "Phone", "Last competition", "Bookings"]} caption="Clients">
          {result.clients.map((c) => (
            <tr key={c._id} className="border-t border-line">
              <Cell label="Dancer">
                <Link href={`/admin/clients/${c._id}`} className="font-semibold text-accent underline underline-offset-2">
                  {c.lastName}, {c.firstName}
                </Link>
              </Cell>
              <Cell label="Email" className="break-all">{c.email}</Cell>
              <Cell label="Phone">{c.phoneNumber}</Cell>
              <Cell label="Last competition">{c.lastCompetition ? `${c.lastCompetition.eventName} (${formatDayLong(c.lastCompetition.eventStartDate)})` : "—"}</Cell>
              <Cell label="Bookings">{c.bookingCount}</Cell>
            </tr>
          ))}
          {result.clients.length === 0 ? (
            <tr>
              <Cell colSpan={5} className="text-muted">
                No clients found.
              </Cell>
            </tr>
          ) : null}
        </AdminTable>
      </div>
      <nav aria-label="Pages" className="flex items-center gap-4 text-sm">
        {query.page > 1 ? <Link href={pageHref(query.page - 1)} className="underline">Previous page</Link> : null}
        <span>
          Page {query.page} of {result.totalPages}
        </span>
        {query.page < result.totalPages ? <Link href={pageHref(query.page + 1)} className="underline">Next page</Link> : null}
      </nav>
      <RetentionForm initialYears={settings.retentionYears} />
    </div>
  );
}
