// next-auth's own endpoints (session, signout, providers, csrf) over the same JWT codec, cookie and
// database checks as the rest of the API.
import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { authRouteOptions } from "@/lib/auth";

// Options are built per request: the secret is read at run time, not when the build loads the module.
const handler = (request: NextRequest, context: { params: Promise<{ nextauth: string[] }> }) => NextAuth(request, context, authRouteOptions());

export { handler as GET, handler as POST };
