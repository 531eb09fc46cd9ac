// next-auth's own endpoints (session, providers, csrf) over the same JWT codec and cookie.
import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/next-auth";

const handler = (request: Request, context: { params: Promise<{ nextauth: string[] }> }) => NextAuth(request as never, context as never, authOptions());

export { handler as GET, handler as POST };
