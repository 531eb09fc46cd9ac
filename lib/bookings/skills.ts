// The one check of who performs what: "does this stylist perform this slot's service". A stylist carries
// the titles of the services she does not perform (lib/users/skills.ts reads them from what Users stores);
// a slot's service is compared by name (as the slot rule compares them), its evening session as the
// service itself, and a title that is not one of the studio's services is not refused. The planner,
// Suggest times, Edit Booking's stylist list, the save guard and capacity all ask here. Client-safe.
import { displayText } from "@/lib/text/display-text";
import { morningServiceOf } from "./hair-at-night";
import { serviceKey } from "./slots";

export interface StylistSkills {
  /** Titles of the studio's services she does not perform; absent or empty = every service. */
  notPerformed?: readonly string[];
}

export function performsService(stylist: StylistSkills | undefined, service: string): boolean {
  if (!stylist?.notPerformed?.length) return true;
  const key = serviceKey(morningServiceOf(service));
  return !stylist.notPerformed.some((title) => serviceKey(title) === key);
}

/** "Ana Ruiz does not perform Competition Makeup." */
export const doesNotPerform = (name: string, service: string) => `${name} does not perform ${displayText(morningServiceOf(service)).trim()}.`;
