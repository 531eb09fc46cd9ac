// The services a stylist performs, as stored: the ids of the services she performs on User.serviceIds,
// none stored = every service (a service added later is then hers too). The rest of the product reads the
// other side: the titles of the services she does not perform (StaffDto.notPerformed), which the one check,
// performsService in lib/bookings/skills.ts, compares a slot's service with. Client-safe.

export interface ListedService {
  id: string;
  title: string;
}

/**
 * The titles of the live services she does not perform. Nothing when she performs every service, or when
 * none of her stored services is live any more (a restriction to deleted services restricts nothing).
 */
export function servicesNotPerformed(serviceIds: readonly string[], services: readonly ListedService[]): string[] {
  const mine = new Set(serviceIds);
  if (!services.some((s) => mine.has(s.id))) return [];
  return services.filter((s) => !mine.has(s.id)).map((s) => s.title);
}

/** What is stored for the services ticked on Users: every live service ticked → none stored (= all, new ones too). */
export function storedServiceIds(ticked: readonly string[], services: readonly ListedService[]): string[] {
  const chosen = new Set(ticked);
  return services.every((s) => chosen.has(s.id)) ? [] : services.filter((s) => chosen.has(s.id)).map((s) => s.id);
}
