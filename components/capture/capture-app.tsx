"use client";
// The capture app at /capture: an installable, offline-first PWA on our own origin (docs/architecture.md "Capture
// mode"). It makes the React-free controller once (lib/capture/capture-app.ts), opens what the device kept, and
// shows the sign-in, the events, or the form with its status bar. Sending runs on the triggers of
// lib/capture/browser.ts; closing the page with unsent leads asks first.
import { useEffect, useState } from "react";
import {
  browserCaptureDeps,
  attachSyncTriggers,
  keepScreenAwake,
  onBackgroundSend,
  registerCaptureServiceWorker,
} from "@/lib/capture/browser";
import { createCaptureApp, type CaptureApp } from "@/lib/capture/capture-app";
import { askToPersist } from "@/lib/capture/lead-store";
import { CaptureMenu } from "./capture-menu";
import { EventsScreen } from "./events-screen";
import { FormScreen } from "./form-screen";
import { KioskScreen } from "./kiosk-screen";
import { SignInScreen } from "./sign-in-screen";
import { StatusBar } from "./status-bar";
import { CaptureAppContext, useCaptureState } from "./use-capture";
import { KioskProvider, useKioskState } from "./use-kiosk";

function Opening() {
  return <p className="p-6 text-slate-700">Opening…</p>;
}

function Screens() {
  const state = useCaptureState();
  const kiosk = useKioskState();
  if (state.phase === "starting") return <Opening />;
  if (state.phase === "signedOut") return <SignInScreen />;
  if (state.signingInAgain) return <SignInScreen again={state.device?.company.username ?? ""} />;
  // Kiosk mode: the visitors' form only, no status bar, menu or leads (components/capture/kiosk-screen.tsx).
  if (kiosk.active) return <KioskScreen form={state.form?.eventId === kiosk.eventId ? state.form : null} />;
  return (
    <>
      <StatusBar />
      <CaptureMenu />
      {state.form ? <FormScreen form={state.form} /> : <EventsScreen />}
    </>
  );
}

export function CaptureAppRoot() {
  // Made in the browser only (it opens IndexedDB); the server renders "Opening…", as the browser's first render does.
  const [app] = useState<CaptureApp | null>(() =>
    typeof window === "undefined" ? null : createCaptureApp(browserCaptureDeps()),
  );
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!app) return;
    registerCaptureServiceWorker();
    void askToPersist();
    let detach = () => {};
    app.start().then(
      () => {
        const sync = () => {
          if (app.getState().phase === "signedIn") void app.sync();
        };
        const detachTriggers = attachSyncTriggers(sync);
        const detachBackground = onBackgroundSend(() => void app.leadsChangedElsewhere());
        detach = () => {
          detachTriggers();
          detachBackground();
        };
        sync();
      },
      (error: unknown) =>
        setFailure(
          `This device's storage could not be opened (${error instanceof Error ? error.message : String(error)}). ` +
            "Leave private browsing, or free some space, then reload.",
        ),
    );
    return () => detach();
  }, [app]);

  // Signed in: sync at once (a sign-in just happened), keep the screen on.
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => app?.subscribe(() => setSignedIn(app.getState().phase === "signedIn")), [app]);
  useEffect(() => {
    if (!app || !signedIn) return;
    void app.sync();
    return keepScreenAwake();
  }, [app, signedIn]);

  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (!app?.getQueue()?.hasUnsent()) return;
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [app]);

  if (!app) return <Opening />;
  if (failure)
    return (
      <p role="alert" className="p-6 text-red-700">
        {failure}
      </p>
    );
  return (
    <CaptureAppContext.Provider value={app}>
      <KioskProvider>
        <Screens />
      </KioskProvider>
    </CaptureAppContext.Provider>
  );
}
