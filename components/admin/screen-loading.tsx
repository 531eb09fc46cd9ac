// The loading.tsx of each admin screen that waits on server data (the page editors, the gallery,
// Manage Events). Not one loading.tsx for the whole panel: a Suspense boundary there would send the 200
// status before an unknown /admin/… path could answer 404. Not on Edit Booking: its page answers in
// ~0.1 s, and content streamed behind a fallback is revealed no sooner than 300 ms after the fallback
// painted (React's batched reveal), which on a phone put its form a second after the page arrived.
export function ScreenLoading() {
  return (
    <p role="status" className="text-muted">
      Loading…
    </p>
  );
}
