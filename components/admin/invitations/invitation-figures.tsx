// The competition report's invitations: sent, opened (only where the provider reported it) and the bookings made from their links.
import type { InvitationFiguresDto } from "@/lib/invitations/dto";
import { KeyFigures } from "@/components/admin/reports/report-parts";

export function InvitationFigures({ figures }: { figures: InvitationFiguresDto }) {
  return (
    <section aria-labelledby="invitations-heading" className="mt-8">
      <h2 id="invitations-heading" className="font-serif text-2xl font-semibold">
        Invitations
      </h2>
      <KeyFigures
        label="Invitations"
        items={[
          { term: "Invitations sent", value: String(figures.sent) },
          { term: "Opened", value: String(figures.opened), note: "Where the email provider reported an open" },
          { term: "Bookings from invitations", value: String(figures.bookings) },
        ]}
      />
    </section>
  );
}
