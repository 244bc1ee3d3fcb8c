"use client";
// The camera's picture and the QR reader over it (lib/capture/barcode-reader.ts): a few frames a second until a
// contact code is read. A code that is no contact, or fills none of the form's questions, is said and the scan goes
// on; a refused or missing camera is said with the manual path. Loaded on demand by scan-badge.tsx.
import { useEffect, useRef, useState } from "react";
import { cameraProblem, createQrReader, openCamera } from "@/lib/capture/barcode-reader";
import { answersFromContact, parseContactCode } from "@/lib/capture/contact-card";
import type { Question } from "@/lib/questions";

/** How often a frame of the video is read (a badge is held still for a moment). */
const SCAN_EVERY_MS = 250;

export default function BadgeScanner({
  questions,
  onAnswers,
}: {
  questions: readonly Question[];
  onAnswers(answers: Record<string, string>): void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [message, setMessage] = useState("Opening the camera…");
  const [problem, setProblem] = useState<string | null>(null);
  // The latest callback, without opening the camera again when the parent renders again.
  const answered = useRef(onAnswers);
  useEffect(() => {
    answered.current = onAnswers;
  }, [onAnswers]);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;
    (async () => {
      try {
        stream = await openCamera();
      } catch (error) {
        if (!stopped) setProblem(cameraProblem(error));
        return;
      }
      if (stopped) return stream.getTracks().forEach((track) => track.stop());
      const element = video.current!;
      element.srcObject = stream;
      await element.play().catch(() => {});
      let reader;
      try {
        reader = await createQrReader();
      } catch (error) {
        setProblem(
          `The code reader could not start (${error instanceof Error ? error.message : String(error)}). ` +
            "Type the answers by hand.",
        );
        return;
      }
      if (stopped) return;
      setMessage("Hold the badge's QR code in front of the camera.");
      const tick = async () => {
        if (stopped) return;
        if (element.readyState >= element.HAVE_CURRENT_DATA) {
          const codes = await reader.detect(element).catch(() => []);
          for (const code of codes) {
            const card = parseContactCode(code);
            if (!card) {
              setMessage("That code holds no contact card (vCard or MECARD). Try another, or type by hand.");
              continue;
            }
            const answers = answersFromContact(card, questions);
            if (Object.keys(answers).length === 0) {
              setMessage("The badge's contact fits none of this form's questions. Type the answers by hand.");
              continue;
            }
            stopped = true;
            answered.current(answers);
            return;
          }
        }
        if (!stopped) timer = window.setTimeout(() => void tick(), SCAN_EVERY_MS);
      };
      void tick();
    })();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [questions]);

  return (
    <div data-testid="capture-scanner" className="mt-2 rounded-lg border border-slate-300 p-3">
      {problem ? (
        <p role="alert" className="text-red-700">
          {problem}
        </p>
      ) : (
        <>
          <video ref={video} muted playsInline aria-label="Camera" className="max-h-72 w-full rounded bg-slate-900" />
          <p role="status" className="mt-1 text-slate-800">
            {message}
          </p>
        </>
      )}
    </div>
  );
}
