// The loading.tsx of each admin screen that waits on server data (the page editors, the gallery,
// Edit Booking, Manage Events). Not one loading.tsx for the whole panel: a Suspense boundary there
// would send the 200 status before an unknown /admin/… path could answer 404.
export function ScreenLoading() {
  return (
    <p role="status" className="text-muted">
      Loading…
    </p>
  );
}
