"use client";
// My Calendar's toolbar: previous / today / next, the Day / Week / Month switch and the clock the grid uses.
import { timeZoneLabel } from "@/lib/time/zoned";
import type { CalendarZoneChoice } from "./calendar-clock";
import type { CalendarViewName } from "./calendar-model";
import type { CalendarScreenModel } from "./use-calendar-screen";

const VIEW_LABEL: Record<CalendarViewName, string> = { day: "Day", week: "Week", month: "Month" };
const NAV = "rounded border border-line bg-white px-3 py-2 text-sm font-medium hover:bg-sand";
const segment = (pressed: boolean) => `px-4 py-2 text-sm font-medium ${pressed ? "bg-accent text-white" : "hover:bg-sand"}`;

export function CalendarToolbar({ model, studioZone }: { model: Pick<CalendarScreenModel, "view" | "navigate" | "zoneChoice" | "chooseZone">; studioZone: string }) {
  const { view, navigate, zoneChoice } = model;
  const unit = view;
  return (
    <>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <button type="button" onClick={navigate.prev} aria-label={`Previous ${unit}`} className={NAV}>
            ‹ Previous
          </button>
          <button type="button" onClick={navigate.today} className={NAV}>
            Today
          </button>
          <button type="button" onClick={navigate.next} aria-label={`Next ${unit}`} className={NAV}>
            Next ›
          </button>
        </div>
        <div role="group" aria-label="View" className="inline-flex overflow-hidden rounded border border-line bg-white">
          {(Object.keys(VIEW_LABEL) as CalendarViewName[]).map((name) => (
            <button key={name} type="button" aria-pressed={view === name} onClick={() => navigate.changeView(name)} className={segment(view === name)}>
              {VIEW_LABEL[name]}
            </button>
          ))}
        </div>
      </div>

      <div role="group" aria-label="Show times in" className="mt-3 inline-flex overflow-hidden rounded border border-line bg-white">
        {(["competition", "studio"] as const satisfies readonly CalendarZoneChoice[]).map((choice) => (
          <button key={choice} type="button" aria-pressed={zoneChoice === choice} onClick={() => model.chooseZone(choice)} className={segment(zoneChoice === choice)}>
            {choice === "studio" ? `Studio time (${timeZoneLabel(studioZone)})` : "Competition time"}
          </button>
        ))}
      </div>
    </>
  );
}
