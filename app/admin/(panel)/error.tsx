"use client";
// An admin screen failed to render (a server load threw): say so and offer a retry.
import Link from "@/components/admin/staff-link";
import { useEffect } from "react";

export default function AdminError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => console.error(error), [error]);
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="font-serif text-title font-semibold">This screen could not be loaded</h1>
      <p role="alert" className="mt-3 text-danger">
        Something went wrong while loading it. Check the connection and try again; if it keeps failing, the database may be unreachable.
      </p>
      <div className="mt-6 flex flex-wrap gap-4">
        <button type="button" onClick={reset} className="rounded bg-accent px-5 py-2 font-medium text-white hover:bg-accent-dark">
          Try again
        </button>
        <Link href="/admin/home" className="self-center text-accent underline">
          Back to the dashboard
        </Link>
      </div>
    </div>
  );
}
