import Link from "next/link";
import { adminMetadata } from "@/lib/auth/admin-metadata";
import { requireAdminPage } from "@/lib/auth/current";
import { navigationFor } from "@/lib/auth/permissions";

export const metadata = adminMetadata("/admin/home");

export default async function AdminHomePage() {
  const { user } = await requireAdminPage("/admin/home");
  const links = navigationFor(user).flatMap((g) => g.links).filter((l) => l.href !== "/admin/home");
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="font-serif text-title font-semibold">
        Welcome, {user.firstName} {user.lastName}
      </h1>
      <p className="mt-2 text-muted">Choose what you would like to work on.</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="block rounded-card border border-line bg-white p-5 font-medium shadow-sm hover:border-accent">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
