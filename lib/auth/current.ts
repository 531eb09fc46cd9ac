// Server components: the signed-in principal, checked against the database like any handler.
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { readSessionClaims } from "./next-auth";
import { fallbackFor, findAdminRoute, hasAnyPermission } from "./permissions";
import { principalFromClaims, type Principal } from "./session";

export async function currentPrincipal(): Promise<Principal | null> {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  const claims = await readSessionClaims({ headers: new Headers(headerList), cookies: cookieStore });
  return principalFromClaims(claims);
}

/** Page guard: the real check behind proxy.ts for an admin screen. */
export async function requireAdminPage(path: string): Promise<Principal> {
  const principal = await currentPrincipal();
  if (!principal) redirect("/admin/login");
  const route = findAdminRoute(path);
  if (route && !hasAnyPermission(principal.user, route.permissions)) redirect(fallbackFor(principal.user));
  return principal;
}
