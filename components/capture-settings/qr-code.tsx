// The capture link's QR code: the SVG drawn on the server (lib/studio/services/capture-qr.ts), shown as one
// labelled image. The markup is the qrcode package's path data only (no text of ours), so it is set as it is.
export function QrCode({ svg, label }: { svg: string; label: string }) {
  return (
    <figure className="shrink-0 space-y-1 text-center">
      <div
        role="img"
        aria-label={label}
        data-testid="capture-qr"
        className="h-44 w-44 rounded-md border border-slate-200 bg-white [&>svg]:h-full [&>svg]:w-full"
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <figcaption className="text-xs text-slate-600">Scan with the tablet&apos;s camera</figcaption>
    </figure>
  );
}
