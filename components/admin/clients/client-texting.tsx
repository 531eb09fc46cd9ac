// The client card's texts: the number in E.164, whether texts are on, and every consent change with its time and source.
import { CONSENT_ACTION_LABELS, CONSENT_SOURCE_LABELS, type TextConsentDto } from "@/lib/notify/dto";
import { formatAdminInstant } from "@/lib/time/staff-dates";
import { displayE164 } from "@/lib/text/phone";

function stateLine(consent: TextConsentDto, timeZone: string): string {
  if (consent.consented && consent.consentAt) return `Texts on since ${formatAdminInstant(consent.consentAt, timeZone)} (${CONSENT_SOURCE_LABELS[consent.source ?? "staff"]})`;
  if (consent.optedOutAt) return `Texts off since ${formatAdminInstant(consent.optedOutAt, timeZone)}`;
  return "No consent to texts";
}

export function ClientTexting({ consent, phoneE164, optedOut, timeZone }: { consent: TextConsentDto; phoneE164: string | null; optedOut: boolean; timeZone: string }) {
  return (
    <section aria-labelledby="texts-heading" className="space-y-3 rounded border border-line bg-white p-4" data-testid="client-texting">
      <h2 id="texts-heading" className="font-serif text-2xl font-semibold">
        Texts
      </h2>
      <p>
        <span className="font-semibold" data-testid="client-texting-state">
          {stateLine(consent, timeZone)}
        </span>
        {" · "}
        <span data-testid="client-texting-number">{phoneE164 ? displayE164(phoneE164) : "No number that can receive texts"}</span>
        {optedOut ? <span className="font-semibold text-danger"> · This number replied STOP</span> : null}
      </p>
      {consent.history.length ? (
        <ol className="space-y-1 text-sm" aria-label="Consent history">
          {consent.history.map((event, index) => (
            <li key={`${event.at}-${index}`}>
              <time dateTime={event.at}>{formatAdminInstant(event.at, timeZone)}</time>: {CONSENT_ACTION_LABELS[event.action]} ({CONSENT_SOURCE_LABELS[event.source]}, {displayE164(event.phone)})
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted">No consent recorded.</p>
      )}
    </section>
  );
}
