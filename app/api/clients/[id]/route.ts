import { apiRoute } from "@/lib/http/api-route";
import { getClientCard } from "@/lib/clients";
import { clientIdSchema } from "@/lib/clients/schema";

export const GET = apiRoute("GET /api/clients/:id", {}, ({ params }) => getClientCard(clientIdSchema.parse(params.id)));
