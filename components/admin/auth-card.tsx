// The card the signed-out admin pages share: sign in, forgot password, reset password.
import { studio } from "@/lib/env";

export function AuthCard({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-sand px-4">
      <div className="w-full max-w-sm rounded-card border border-line bg-white p-8 shadow-sm">
        <p className="text-center font-serif text-2xl font-semibold">{studio.name}</p>
        <h1 className="mt-1 text-center text-sm uppercase tracking-widest text-muted">{heading}</h1>
        <div className="mt-8">{children}</div>
      </div>
    </main>
  );
}
