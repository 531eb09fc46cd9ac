// An invitation's unsubscribe link opened in a browser (GET /api/unsubscribe/<token> sends it here): nothing
// changes until the button is pressed (mail clients' one-click POST goes straight to the API). Never cached or indexed.
import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { UnsubscribeButton } from "@/components/site/invitations/unsubscribe-button";
import { studio } from "@/lib/env";
import { TooManyRequestsError } from "@/lib/errors";
import { clientIp } from "@/lib/http/client-ip";
import { unsubscribeTokenIsKnown } from "@/lib/invitations";
import { enforceRateLimit } from "@/lib/rate-limit";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Unsubscribe from invitations",
  robots: { index: false, follow: false, nocache: true },
  referrer: "no-referrer",
};

export default async function UnsubscribePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  try {
    await enforceRateLimit("unsubscribe", clientIp(await headers()));
  } catch (error) {
    if (error instanceof TooManyRequestsError) notFound();
    throw error;
  }
  if (!(await unsubscribeTokenIsKnown(token))) notFound();
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <h1 className="font-serif text-3xl font-semibold">Unsubscribe from invitations</h1>
      <section aria-labelledby="unsubscribe-heading" className="rounded-card border border-line bg-white p-6">
        <h2 id="unsubscribe-heading" className="font-serif text-xl font-semibold">
          No more invitations to new competitions
        </h2>
        <p className="mt-2">
          {studio.name} will stop emailing you about new competitions. Messages about appointments you book still come as before.
        </p>
        <UnsubscribeButton token={token} />
      </section>
    </div>
  );
}
