// Shown while a studio page is on its way (the events list shows a skeleton of its own table instead).
export default function StudioLoading() {
  return (
    <div role="status" className="flex items-center gap-2 py-10 text-sm text-slate-600">
      <span aria-hidden className="h-4 w-4 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600" />
      Loading the page…
    </div>
  );
}
