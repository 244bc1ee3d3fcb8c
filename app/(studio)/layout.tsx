import { StudioHeader } from "@/components/shell/studio-header";
import { requireShellSession } from "@/lib/auth/session";
import { signOutEverywhere, signOutOfStudio, switchCompany } from "./account/actions";

// The shell of every studio page. Signed out, a visit is answered 307 to sign-in before anything streams
// (requireShellSession); pages require the session themselves too, for moves between pages in the browser.
export default async function StudioLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  const session = await requireShellSession();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <StudioHeader session={session} actions={{ signOutOfStudio, signOutEverywhere, switchCompany }} />
      {/* The form editor (data-full-bleed) takes the whole window below the header, a wide page (data-wide: a table
          of registrations) its width; other pages are a centred column. */}
      <main
        className={
          "mx-auto w-full max-w-6xl flex-1 px-6 py-8 " +
          "has-[[data-full-bleed]]:max-w-none has-[[data-full-bleed]]:p-0 " +
          "has-[[data-wide]]:max-w-none"
        }
      >
        {children}
      </main>
    </div>
  );
}
