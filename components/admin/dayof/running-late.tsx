"use client";
// "Re-time Bea Lee's day…" (running late) on a stylist's section of the run sheet: pick 5/10/15/30 minutes or type
// them, see her remaining slots re-timed, the ones that would end outside her hours and every dancer who would
// miss her ready-by; then move them all, only the ones ticked (those that fit, say), or extend her hours and move
// them all. Each save is all or nothing.
// Named for what it does: the cards' "Text: late…" (day-of-texts.tsx) only texts the dancer.
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useAdminApi } from "@/components/admin/admin-api";
import { Modal } from "@/components/admin/modal";
import { Button } from "@/components/ui/button";
import { InlineAlert } from "@/components/ui/form-alert";
import { movableThatFit, type RunningLateAnswer } from "@/lib/dayof/dto";

const CHOICES = [5, 10, 15, 30] as const;

/** "Re-time Bea Lee's day": the button (with "…") and its dialog. */
export const retimeDayLabel = (stylist: string) => `Re-time ${stylist}’s day`;

export function RunningLateButton({ date, staffId, stylist, canExtendHours = false }: { date: string; staffId: string; stylist: string; canExtendHours?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" className="min-h-11 print:hidden" onClick={() => setOpen(true)}>
        {retimeDayLabel(stylist)}…
      </Button>
      {open ? <RunningLateDialog date={date} staffId={staffId} stylist={stylist} canExtendHours={canExtendHours} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function RunningLateDialog({ date, staffId, stylist, canExtendHours, onClose }: { date: string; staffId: string; stylist: string; canExtendHours: boolean; onClose(): void }) {
  const api = useAdminApi();
  const router = useRouter();
  const id = useId();
  const [custom, setCustom] = useState("");
  const [preview, setPreview] = useState<RunningLateAnswer | null>(null);
  const [message, setMessage] = useState("");
  const [saved, setSaved] = useState("");
  const [pending, setPending] = useState(false);
  /** The appointments ticked to move (all of them after each preview). */
  const [chosen, setChosen] = useState<Set<string>>(new Set());

  async function send(minutes: number, save: boolean, options: { scheduleIds?: string[]; extendHours?: boolean } = {}) {
    setPending(true);
    setMessage("");
    try {
      const answer = await api.call("POST /api/calendar/running-late", { body: { date, staffId, minutes, preview: !save, ...options } });
      if (save) {
        const hours = options.extendHours && preview?.hours ? ` Her hours now end at ${preview.hours.extendTo}.` : "";
        setSaved(`${answer.slots.length} ${answer.slots.length === 1 ? "appointment" : "appointments"} moved by ${minutes} minutes.${hours}`);
        setPreview(null);
        router.refresh();
      } else {
        setPreview(answer);
        setChosen(new Set(answer.slots.map((s) => s.scheduleId)));
      }
    } catch (error) {
      setMessage(error instanceof Error ? error.message : "Running late could not be worked out.");
    } finally {
      setPending(false);
    }
  }

  const customMinutes = Number(custom);
  return (
    <Modal open title={`${retimeDayLabel(stylist)} (running late)`} onClose={onClose}>
      <div className="space-y-4 text-sm">
        {saved ? (
          <p className="rounded border border-green-700 bg-green-50 p-3 text-green-900" role="status" data-testid="running-late-saved">
            {saved}
          </p>
        ) : null}
        <fieldset>
          <legend className="font-medium">Move her remaining appointments by</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {CHOICES.map((minutes) => (
              <Button key={minutes} variant={preview?.minutes === minutes ? "primary" : "secondary"} className="min-h-11 min-w-11" disabled={pending} onClick={() => void send(minutes, false)}>
                {minutes} min
              </Button>
            ))}
          </div>
          <form
            className="mt-2 flex flex-wrap items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (Number.isInteger(customMinutes) && customMinutes > 0) void send(customMinutes, false);
              else setMessage("Enter a whole number of minutes.");
            }}
          >
            <label htmlFor={`${id}-custom`} className="font-medium">
              Other (minutes)
              <input id={`${id}-custom`} inputMode="numeric" value={custom} onChange={(e) => setCustom(e.target.value)} className="mt-1 block w-24 rounded border border-line bg-white px-3 py-2" />
            </label>
            <Button type="submit" variant="secondary" className="min-h-11" disabled={pending}>
              Preview
            </Button>
          </form>
        </fieldset>
        <InlineAlert message={message} />
        {preview ? (
          <div data-testid="running-late-preview" className="space-y-2">
            {preview.slots.length ? (
              <fieldset>
                <legend className="sr-only">Appointments to move</legend>
                <ul className="space-y-1">
                  {preview.slots.map((s) => (
                    <li key={s.scheduleId}>
                      <label className="flex items-start gap-2">
                        <input
                          type="checkbox"
                          className="mt-1 size-4"
                          checked={chosen.has(s.scheduleId)}
                          onChange={(e) => setChosen((all) => (e.target.checked ? new Set(all).add(s.scheduleId) : new Set([...all].filter((id) => id !== s.scheduleId))))}
                        />
                        <span>
                          <span className="font-semibold">{s.dancer}</span>: {s.from} → {s.to}
                          {s.fits ? null : <span className="text-danger"> (after her hours)</span>}
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            ) : (
              <p>No appointments left to move today.</p>
            )}
            {preview.hours ? (
              <div className="rounded border border-danger bg-red-50 p-3" data-testid="running-late-hours">
                <p>
                  {preview.slots.filter((s) => !s.fits).length} would end after her hours (until {preview.hours.endsAt}): move only those that fit and give the rest to someone else in Edit Booking
                  {canExtendHours ? `, or extend her hours to ${preview.hours.extendTo}` : " (the desk can extend her hours)"}.
                </p>
                <div className="mt-2 flex flex-wrap gap-2">
                  <Button variant="secondary" className="min-h-11" disabled={pending} onClick={() => setChosen(movableThatFit(preview.slots, preview.minutes))}>
                    Tick only those that fit
                  </Button>
                  {canExtendHours ? (
                    <Button className="min-h-11" disabled={pending} onClick={() => void send(preview.minutes, true, { extendHours: true })}>
                      Extend her hours to {preview.hours.extendTo} and move all {preview.slots.length}
                    </Button>
                  ) : null}
                </div>
              </div>
            ) : null}
            {preview.warnings.length ? (
              <div className="rounded border border-danger bg-red-50 p-3 text-danger" role="alert" data-testid="running-late-warnings">
                <p className="font-semibold">Would miss the ready-by:</p>
                <ul>
                  {preview.warnings.map((w) => (
                    <li key={w.scheduleId}>{w.message}</li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {saved ? "Done" : "Cancel"}
          </Button>
          {preview?.slots.length ? (
            <Button
              disabled={pending || chosen.size === 0}
              onClick={() => void send(preview.minutes, true, chosen.size < preview.slots.length ? { scheduleIds: preview.slots.map((s) => s.scheduleId).filter((id) => chosen.has(id)) } : {})}
            >
              {pending ? "Saving…" : `Move ${chosen.size} by ${preview.minutes} min`}
            </Button>
          ) : null}
        </div>
      </div>
    </Modal>
  );
}
