"use client";
// "Accept the place" on a waiting-list offer: POST /api/waitlist/offer/<token>/accept, then a fresh render.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { usePublicFormRequest } from "@/components/site/use-public-form-request";

export function AcceptOffer({ token }: { token: string }) {
  const router = useRouter();
  const { pending, call } = usePublicFormRequest();
  const [error, setError] = useState("");

  async function accept() {
    setError("");
    const answer = await call("POST /api/waitlist/offer/:token/accept", { params: { token } });
    if (answer.kind === "ok") router.refresh();
    else setError((answer.kind === "refused" ? answer.error : answer.message) ?? "The place could not be accepted. Please try again.");
  }

  return (
    <div className="mt-4">
      <button type="button" onClick={accept} disabled={pending} className="min-h-11 rounded-full bg-ink px-6 py-2 font-semibold text-white disabled:opacity-60">
        {pending ? "Accepting…" : "Accept the place"}
      </button>
      {error ? (
        <p role="alert" className="mt-3 rounded bg-red-50 px-4 py-3 text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
