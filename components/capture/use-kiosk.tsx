"use client";
// Kiosk mode for the capture screens: one controller (lib/capture/kiosk.ts) per page, kept in localStorage with the
// device, read through useSyncExternalStore.
import { createContext, useContext, useEffect, useState, useSyncExternalStore } from "react";
import { createKiosk, localKioskStorage, type Kiosk, type KioskState } from "@/lib/capture/kiosk";

const KioskContext = createContext<Kiosk | null>(null);

export function KioskProvider({ children }: { children: React.ReactNode }) {
  const [kiosk] = useState(() => createKiosk({ storage: localKioskStorage(window.localStorage) }));
  useEffect(() => () => kiosk.dispose(), [kiosk]);
  return <KioskContext.Provider value={kiosk}>{children}</KioskContext.Provider>;
}

export function useKiosk(): Kiosk {
  const kiosk = useContext(KioskContext);
  if (!kiosk) throw new Error("useKiosk needs the kiosk's provider.");
  return kiosk;
}

export function useKioskState(): KioskState {
  const kiosk = useKiosk();
  return useSyncExternalStore(kiosk.subscribe, kiosk.getState, kiosk.getState);
}
