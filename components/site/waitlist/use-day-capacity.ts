"use client";
// How full each day of the chosen competition is, read from GET /api/events/:id/capacity when the
// competition changes (the public page itself stays cached and carries no capacity).
// The request code is imported when a competition is first chosen: the booking page's first load
// (which renders no competition) does not carry it.
import { useEffect, useState } from "react";
import type { DayCapacityDto } from "@/lib/waitlist/dto";

export function useDayCapacity(eventId: string): Record<string, DayCapacityDto> {
  const [capacity, setCapacity] = useState<{ eventId: string; days: Record<string, DayCapacityDto> }>({ eventId: "", days: {} });
  useEffect(() => {
    if (!eventId) return;
    let current = true;
    // Unknown capacity (a refusal, no network): every day reads as open, as before (the studio still decides).
    void import("@/components/endpoint-request").then(async ({ requestEndpoint }) => {
      const answer = await requestEndpoint("GET /api/events/:id/capacity", { params: { id: eventId } });
      if (current && answer.kind === "ok") setCapacity({ eventId, days: Object.fromEntries(answer.body.days.map((d) => [d.date, d])) });
    });
    return () => {
      current = false;
    };
  }, [eventId]);
  return capacity.eventId === eventId ? capacity.days : {};
}
