// The capture device's leads in IndexedDB (through Dexie): every write resolves only once its transaction has
// committed, so "Saved on this tablet" is never said of a lead the browser could still lose. One database per
// device and company, so two companies signed in one after the other on a shared tablet never see each other's leads.
import Dexie, { type Table } from "dexie";
import type { CaptureDevice, CaptureForm } from "./capture-api";
import type { Lead, LeadStore } from "./queue";

/** The device's sign-in, kept on the device (one row): its bearer token is its only credential. */
export type StoredDevice = {
  id: "this";
  accessToken: string;
  device: CaptureDevice;
  /** The event the staff member captures for, if chosen. */
  eventId: number | null;
};

class CaptureDatabase extends Dexie {
  leads!: Table<Lead, string>;
  device!: Table<StoredDevice, string>;
  forms!: Table<CaptureForm, number>;

  constructor(name: string, options?: { indexedDB?: IDBFactory; IDBKeyRange?: typeof IDBKeyRange }) {
    super(name, options);
    // Version 1: leads by id, indexed by capture order and status (the waiting count, the last 20 leads).
    this.version(1).stores({ leads: "id, seq, status, eventId" });
    // Version 2 adds the device's sign-in and the open events' forms (read again at each sync); leads stay as they are.
    this.version(2).stores({ leads: "id, seq, status, eventId", device: "id", forms: "eventId" });
  }
}

export type IndexedDbLeadStore = LeadStore & { close(): void; readonly name: string };

/** The store of one company's leads on this device. `indexedDB` is injectable for tests and other environments. */
export function indexedDbLeadStore(
  company: string,
  options?: { indexedDB?: IDBFactory; IDBKeyRange?: typeof IDBKeyRange },
): IndexedDbLeadStore {
  const name = `capture-leads-${company}`;
  const db = new CaptureDatabase(name, options);
  return {
    name,
    // `put` inside an explicit read-write transaction: Dexie resolves it after the transaction's `complete` event,
    // that is once the browser has committed the write.
    put: (lead) => db.transaction("rw", db.leads, () => db.leads.put(lead)).then(() => undefined),
    delete: (id) => db.transaction("rw", db.leads, () => db.leads.delete(id)),
    all: () => db.leads.orderBy("seq").toArray(),
    close: () => db.close(),
  };
}

export type CaptureStorage = {
  leads: IndexedDbLeadStore;
  device(): Promise<StoredDevice | null>;
  saveDevice(device: StoredDevice): Promise<void>;
  forgetDevice(): Promise<void>;
  forms(): Promise<CaptureForm[]>;
  saveForm(form: CaptureForm): Promise<void>;
  deleteForm(eventId: number): Promise<void>;
  close(): void;
};

/** Everything one company's capture keeps on this device: leads, the device's sign-in, the forms. */
export function captureStorage(
  company: string,
  options?: { indexedDB?: IDBFactory; IDBKeyRange?: typeof IDBKeyRange },
): CaptureStorage {
  const leads = indexedDbLeadStore(company, options);
  const db = new CaptureDatabase(leads.name, options);
  return {
    leads,
    device: async () => (await db.device.get("this")) ?? null,
    saveDevice: (device) => db.transaction("rw", db.device, () => db.device.put(device)).then(() => undefined),
    forgetDevice: () => db.transaction("rw", db.device, () => db.device.clear()),
    forms: () => db.forms.toArray(),
    saveForm: (form) => db.transaction("rw", db.forms, () => db.forms.put(form)).then(() => undefined),
    deleteForm: (eventId) => db.transaction("rw", db.forms, () => db.forms.delete(eventId)),
    close() {
      leads.close();
      db.close();
    },
  };
}

/** Asks the browser to keep the device's data under storage pressure (Safari and others may evict it otherwise). */
export async function askToPersist(
  storage: Pick<StorageManager, "persist" | "persisted"> | undefined = globalThis.navigator?.storage,
): Promise<"persisted" | "not persisted" | "unsupported"> {
  if (!storage?.persist) return "unsupported";
  if (await storage.persisted?.()) return "persisted";
  return (await storage.persist()) ? "persisted" : "not persisted";
}
