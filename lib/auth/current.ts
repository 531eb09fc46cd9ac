// Server components: the signed-in principal, checked against the database like any handler.
import { cache } from "react";
import { cookies, headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { readSessionClaims } from "./next-auth";
import { decideAdminPage } from "./permissions";
import { principalFromClaims, type Principal } from "./session";

/** Cached per request (React cache): a page and its layout look the session up once. */
export const currentPrincipal = cache(async (): Promise<Principal | null> => {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  return principalFromClaims(await readSessionClaims({ headers: headerList, cookies: cookieStore }));
});

/** Page guard: the real check behind proxy.ts for an admin screen. */
export async function requireAdminPage(path: string): Promise<Principal> {
  const principal = await currentPrincipal();
  if (!principal) redirect("/admin/login");
  const decision = decideAdminPage(path, principal.user);
  if (decision.kind === "not-found") notFound();
  if (decision.kind === "redirect") redirect(decision.to);
  return principal;
}
