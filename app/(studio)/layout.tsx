import { StudioHeader } from "@/components/studio/studio-header";
import { currentPersonSession } from "@/lib/studio/session";

// The shell of every studio page. Pages require the session themselves (requireSession), so that the sign-in page
// knows where to come back to; without one the header shows only the product.
export default async function StudioLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  const session = await currentPersonSession();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <StudioHeader session={session} />
      {/* The form editor (data-full-bleed) takes the whole window below the header; other pages are a centred column. */}
      <main className="mx-auto w-full max-w-6xl flex-1 px-6 py-8 has-[[data-full-bleed]]:max-w-none has-[[data-full-bleed]]:p-0">{children}</main>
    </div>
  );
}
