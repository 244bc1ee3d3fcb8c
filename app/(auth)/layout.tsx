import Link from "next/link";

// The sign-in frame: the product's name and one card, nothing to wander off to.
export default function AuthLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <div className="flex min-h-screen flex-col items-center bg-slate-50 px-4 py-12">
      <header className="mb-8">
        <Link href="/" className="flex items-center gap-2 text-lg font-semibold text-brand-900">
          <span aria-hidden className="inline-block h-6 w-6 rounded-md bg-brand-500" />
          Capture Studio
        </Link>
      </header>
      <main className="w-full max-w-md">{children}</main>
    </div>
  );
}
