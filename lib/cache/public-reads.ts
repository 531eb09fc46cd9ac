// Every read a public page makes, cached and tagged. A failing database is never cached: the
// error escapes unstable_cache and readOrEmpty turns it into empty sections (SPEC §8).
import { unstable_cache } from "next/cache";
import { readEditablePage } from "@/lib/content";
import type { EditablePageKey } from "@/lib/content/schema";
import { emptyPage } from "@/lib/content/schema";
import { listScheduleEvents, listUpcomingEvents, type EventDto } from "@/lib/events";
import { emptyGallery, readGallery } from "@/lib/gallery/read";
import type { GalleryContent } from "@/lib/gallery/schema";
import { listServices } from "@/lib/services";
import type { ServiceDto } from "@/lib/services/dto";
import { TAGS } from "./tags";

export const PUBLIC_REVALIDATE_SECONDS = 300;

async function readOrEmpty<T>(what: string, read: () => Promise<T>, empty: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    console.error(`Public read failed (${what}): ${(error as Error).message}`);
    return empty;
  }
}

const cachedServices = unstable_cache(() => listServices(), ["public-services"], {
  tags: [TAGS.services],
  revalidate: PUBLIC_REVALIDATE_SECONDS,
});

export function getPublicServices(): Promise<ServiceDto[]> {
  return readOrEmpty("services", cachedServices, []);
}

const cachedPages = Object.fromEntries(
  (["page_home", "page_about", "page_services"] as const).map((key) => [
    key,
    unstable_cache(() => readEditablePage(key), [`public-${key}`], { tags: [TAGS.page(key)], revalidate: PUBLIC_REVALIDATE_SECONDS }),
  ]),
) as Record<EditablePageKey, () => Promise<Record<string, string>>>;

export function getPublicPage(key: EditablePageKey): Promise<Record<string, string>> {
  return readOrEmpty(key, cachedPages[key], emptyPage(key));
}

// Events depend on the date as well as on admin writes: the tag covers writes, the time-based
// revalidation moves an event to the past within PUBLIC_REVALIDATE_SECONDS of its last day ending.
const cachedScheduleEvents = unstable_cache(() => listScheduleEvents(), ["public-schedule-events"], {
  tags: [TAGS.events],
  revalidate: PUBLIC_REVALIDATE_SECONDS,
});

/** What /schedule lists, per the calendar settings (SPEC §2). */
export function getScheduleEvents(): Promise<EventDto[]> {
  return readOrEmpty("schedule events", cachedScheduleEvents, []);
}

const cachedUpcomingEvents = unstable_cache(() => listUpcomingEvents(), ["public-upcoming-events"], {
  tags: [TAGS.events],
  revalidate: PUBLIC_REVALIDATE_SECONDS,
});

/** Every upcoming, non-deleted event, soonest first (the booking form's competition list). */
export function getPublicUpcomingEvents(): Promise<EventDto[]> {
  return readOrEmpty("upcoming events", cachedUpcomingEvents, []);
}

const cachedGallery = unstable_cache(() => readGallery(), ["public-gallery"], { tags: [TAGS.gallery], revalidate: PUBLIC_REVALIDATE_SECONDS });

export function getPublicGallery(): Promise<GalleryContent> {
  return readOrEmpty("gallery", cachedGallery, emptyGallery());
}
