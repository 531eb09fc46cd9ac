// What an Inbox list says besides its rows: why it could not load, that it is loading, or that it is empty.
export function ListState({ loadError, rows, loading, empty }: { loadError: string; rows: readonly unknown[] | null; loading: string; empty: string }) {
  return (
    <>
      {loadError ? (
        <p role="alert" className="mt-4 text-danger">
          {loadError}
        </p>
      ) : null}
      {rows === null && !loadError ? <p className="mt-6 text-muted">{loading}</p> : null}
      {rows && rows.length === 0 ? <p className="mt-6 rounded-card border border-dashed border-line bg-white p-6 text-muted">{empty}</p> : null}
    </>
  );
}
