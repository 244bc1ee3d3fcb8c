import { ButtonLink, buttonVariants } from "@/components/ui/button";

const features = [
  {
    title: "Visual form builder",
    text: "Drag questions onto the canvas, edit every property in a panel, and get camel-case ids from your labels.",
  },
  {
    title: "Logic you can see",
    text: "Write displayed and required conditions and watch a live preview of the form show and hide questions.",
  },
  {
    title: "The Event-Capture API",
    text: "Events, question definitions and registrations over a versioned REST API (v1.1.5) with a typed SDK.",
  },
];

export default function HomePage() {
  return (
    <div className="space-y-12">
      <section className="space-y-5">
        <h1 className="text-4xl font-bold tracking-tight text-brand-900">
          Design event lead-capture forms that just work
        </h1>
        <p className="max-w-2xl text-lg text-slate-600">
          Capture Studio is where event organisers build the forms their booth staff use to capture leads, marketers
          check conditional logic before the show, and support staff fix broken definitions in the browser.
        </p>
        <div className="flex gap-3">
          <ButtonLink href="/sign-in" prefetch={false}>
            Sign in to your studio
          </ButtonLink>
          <a href="#api" className={buttonVariants({ variant: "secondary" })}>
            About the API
          </a>
        </div>
      </section>
      <section className="grid gap-4 sm:grid-cols-3">
        {features.map((feature) => (
          <div key={feature.title} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="font-semibold text-slate-900">{feature.title}</h2>
            <p className="mt-2 text-sm text-slate-600">{feature.text}</p>
          </div>
        ))}
      </section>
      <section id="api" className="rounded-lg border border-slate-200 bg-white p-6 text-sm text-slate-700">
        <h2 className="text-base font-semibold text-slate-900">For integrators</h2>
        <p className="mt-2">
          Every request goes to <code className="rounded bg-slate-100 px-1">/api</code> with{" "}
          <code className="rounded bg-slate-100 px-1">Accept: application/vnd.service-v1.1.5+json</code> and a bearer
          token from <code className="rounded bg-slate-100 px-1">POST /api/auth</code> (client credentials).
        </p>
      </section>
    </div>
  );
}
