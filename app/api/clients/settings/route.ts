import { apiRoute } from "@/lib/http/api-route";
import { getClientSettings, updateClientSettings } from "@/lib/clients";
import { clientSettingsSchema } from "@/lib/clients/schema";

// Retention of client records: off (null) by default, or erase clients inactive for N years.
export const GET = apiRoute("GET /api/clients/settings", { access: ["manage_bookings"] }, () => getClientSettings());
export const PUT = apiRoute("PUT /api/clients/settings", { access: ["manage_bookings"], body: clientSettingsSchema }, ({ body }) => updateClientSettings(body));
