import { apiRoute } from "@/lib/http/api-route";
import { getDepositSettings, updateDepositSettings } from "@/lib/payments";
import { depositSettingsSchema } from "@/lib/payments/schema";

// Deposits: settings, a booking's payments, offline payments and refunds; the customer
// pays from the private link; Stripe reports through its signed webhook; the local stand-in for
// Checkout (development, or ALLOW_LOCAL_PAYMENTS) completes a payment through that same webhook path.
export const GET = apiRoute("GET /api/booking/deposit-settings", { access: ["manage_bookings"] }, () => getDepositSettings());

export const PUT = apiRoute("PUT /api/booking/deposit-settings", { access: ["manage_bookings"], body: depositSettingsSchema }, ({ body }) => updateDepositSettings(body));
