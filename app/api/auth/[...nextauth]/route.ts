// next-auth's own endpoints (session, signout, providers, csrf) over the same JWT codec, cookie and
// database checks as the rest of the API.
import NextAuth from "next-auth";
import { authRouteOptions } from "@/lib/auth/next-auth-routes";

const handler = (request: Request, context: { params: Promise<{ nextauth: string[] }> }) => NextAuth(request as never, context as never, authRouteOptions());

export { handler as GET, handler as POST };
