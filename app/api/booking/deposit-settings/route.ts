import { apiRoute } from "@/lib/http/api-route";
import { getDepositSettings, updateDepositSettings } from "@/lib/payments";
import { depositSettingsSchema } from "@/lib/payments/schema";

export const GET = apiRoute("GET /api/booking/deposit-settings", {}, () => getDepositSettings());

export const PUT = apiRoute("PUT /api/booking/deposit-settings", { body: depositSettingsSchema }, ({ body }) => updateDepositSettings(body));
