// Server components: the signed-in principal, checked against the database like any handler.
import { cookies, headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { readSessionClaims } from "./next-auth";
import { decideAdminPage } from "./permissions";
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
  const decision = decideAdminPage(path, principal.user);
  if (decision.kind === "not-found") notFound();
  if (decision.kind === "redirect") redirect(decision.to);
  return principal;
}
