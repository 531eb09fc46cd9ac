"use client";
// My Calendar's entry details: the slot's live status and its buttons, as on the run sheet.
import { zonedParts } from "@/lib/time/zoned";
import { LiveDayProvider } from "./live-day";
import { SlotStatus } from "./slot-status";

export function EntrySlotStatus({ scheduleId, dancer, start, timeZone, studioZone, canChange }: { scheduleId: string; dancer: string; start: string; timeZone: string; studioZone: string; canChange: boolean }) {
  return (
    <LiveDayProvider date={zonedParts(new Date(start), timeZone).date} initial={[]}>
      <SlotStatus scheduleId={scheduleId} dancer={dancer} canChange={canChange} timeZone={timeZone} studioZone={studioZone} className="mt-2" />
    </LiveDayProvider>
  );
}
