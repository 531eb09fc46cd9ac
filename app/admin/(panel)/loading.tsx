// Shown while an admin screen's server component waits on its data (the page editors, the gallery).
export default function AdminLoading() {
  return (
    <p role="status" className="text-muted">
      Loading…
    </p>
  );
}
