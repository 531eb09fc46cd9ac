// An admin address with no screen (the catch-all page and requireAdminPage end here), inside the shell.
import Link from "@/components/admin/staff-link";

export default function AdminNotFound() {
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="font-serif text-title font-semibold">Page not found</h1>
      <p className="mt-3 text-muted">There is no admin screen at this address. It may have moved, or the link may be mistyped.</p>
      <Link href="/admin/home" className="mt-6 inline-block text-accent underline">
        Back to the dashboard
      </Link>
    </div>
  );
}
