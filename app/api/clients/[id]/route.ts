import { apiRoute } from "@/lib/http/api-route";
import { getClientCard } from "@/lib/clients";
import { clientIdSchema } from "@/lib/clients/schema";

export const GET = apiRoute("GET /api/clients/:id", { access: ["manage_bookings"] }, ({ params }) => getClientCard(clientIdSchema.parse(params.id)));
