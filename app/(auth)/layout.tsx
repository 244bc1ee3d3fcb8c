import { Logo } from "@/components/ui/logo";

// The sign-in frame: the product's name and one card, nothing to wander off to.
export default function AuthLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <div className="flex min-h-screen flex-col items-center bg-slate-50 px-4 py-12">
      <header className="mb-8">
        <Logo href="/" />
      </header>
      <main className="w-full max-w-md">{children}</main>
    </div>
  );
}
