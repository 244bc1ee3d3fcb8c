// The capture device's leads in IndexedDB (through Dexie): every write resolves only once its transaction has
// committed, so "Saved on this tablet" is never said of a lead the browser could still lose. One database per
// device and company, so two companies signed in one after the other on a shared tablet never see each other's leads.
import Dexie, { type Table } from "dexie";
import type { Lead, LeadStore } from "./queue";

class CaptureDatabase extends Dexie {
  leads!: Table<Lead, string>;

  constructor(name: string, options?: { indexedDB?: IDBFactory; IDBKeyRange?: typeof IDBKeyRange }) {
    super(name, options);
    // Version 1: leads by id, indexed by capture order and status (the waiting count, the last 20 leads).
    this.version(1).stores({ leads: "id, seq, status, eventId" });
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

/** Asks the browser to keep the device's data under storage pressure (Safari and others may evict it otherwise). */
export async function askToPersist(
  storage: Pick<StorageManager, "persist" | "persisted"> | undefined = globalThis.navigator?.storage,
): Promise<"persisted" | "not persisted" | "unsupported"> {
  if (!storage?.persist) return "unsupported";
  if (await storage.persisted?.()) return "persisted";
  return (await storage.persist()) ? "persisted" : "not persisted";
}
