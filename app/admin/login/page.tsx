import type { Metadata } from "next";
import { LoginForm } from "@/components/admin/login-form";
import { studio } from "@/lib/env";

export const metadata: Metadata = { title: "Staff sign in" };

export default function LoginPage() {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-sand px-4">
      <div className="w-full max-w-sm rounded-card border border-line bg-white p-8 shadow-sm">
        <p className="text-center font-serif text-2xl font-semibold">{studio.name}</p>
        <h1 className="mt-1 text-center text-sm uppercase tracking-widest text-muted">Staff sign in</h1>
        <div className="mt-8">
          <LoginForm />
        </div>
      </div>
    </main>
  );
}
