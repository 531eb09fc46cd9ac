// The days picked in the 7-row multi-select, repeated as removable chips: a phone's native picker
// hides the selection once closed, so the chips show it without reopening the picker.
import { formatDay, localDay } from "@/lib/time/days";

export const shortDay = (iso: string) => formatDay(localDay(iso), "EEE, MMM d");

export function ChosenDays({ days, onRemove }: { days: readonly string[]; onRemove(date: string): void }) {
  if (days.length === 0) return null;
  return (
    <ul aria-label="Chosen days" className="mt-3 flex flex-wrap gap-2">
      {days.map((date) => (
        <li key={date}>
          <button
            type="button"
            onClick={() => onRemove(date)}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-accent/40 bg-accent/5 px-4 text-base text-ink hover:bg-accent/10"
          >
            <span className="sr-only">Remove </span>
            {shortDay(date)}
            <span aria-hidden="true" className="text-lg leading-none text-accent-dark">
              ×
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
