// next-auth's own endpoints (/api/auth/session, /signout, /csrf, /providers) with the same
// database checks as every handler: a revoked or expired session is not reported (nor re-signed) by
// /api/auth/session, and /api/auth/signout revokes the session row, not just the cookie.
import type { AuthOptions } from "next-auth";
import { authOptions } from "./next-auth";
import { logout, principalFromClaims } from "./session";
import { parseSessionClaims } from "./tokens";

export const SESSION_NOT_VALID = "Session revoked, expired or unknown";

export function authRouteOptions(): AuthOptions {
  const base = authOptions();
  return {
    ...base,
    callbacks: {
      async jwt({ token }) {
        // Throwing makes next-auth answer `{}` and clear the cookie instead of re-signing the token.
        if (!(await principalFromClaims(parseSessionClaims(token)))) throw new Error(SESSION_NOT_VALID);
        return token;
      },
      async session({ session, token }) {
        const claims = parseSessionClaims(token);
        return claims ? { ...session, user: { name: `${claims.firstName} ${claims.lastName}`.trim(), email: claims.email } } : session;
      },
    },
    events: {
      async signOut({ token }) {
        const claims = parseSessionClaims(token);
        if (claims) await logout(claims.sid);
      },
    },
    logger: {
      error(code, metadata) {
        if (code === "JWT_SESSION_ERROR") return; // an ended session, reported as `{}`: not a server fault
        console.error(`[next-auth] ${code}`, metadata);
      },
      warn() {},
      debug() {},
    },
  };
}
