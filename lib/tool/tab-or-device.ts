// Lists the person types into the tool's settings (custom rules, the never-mask list) are theirs and often
// sensitive. By default they live in this tab's memory only (a module variable: kept while the person moves
// around the site, gone when the tab is reloaded or closed) and nothing is written to the device. Only when
// the person ticks "Remember on this device" is the list written to localStorage; unticking it, or "Forget",
// deletes that copy. Anything unreadable in storage is ignored, never thrown.

export interface KeptList<T> {
  items: T[];
  /** True when a copy is saved on this device (localStorage). */
  remembered: boolean;
}

type ReadStorage = Pick<Storage, 'getItem'>;
type WriteStorage = Pick<Storage, 'setItem' | 'removeItem'>;

export class TabOrDeviceList<T> {
  private tab: T[] | null = null;

  constructor(
    readonly storageKey: string,
    /** The valid items of a parsed stored value (which may be anything). */
    private readonly parse: (raw: unknown) => T[],
  ) {}

  /** This tab's list if it has one, else the copy saved on the device, else nothing. */
  load(storage: ReadStorage | undefined = safeStorage()): KeptList<T> {
    const saved = this.readSaved(storage);
    if (this.tab) return { items: [...this.tab], remembered: saved !== null };
    return { items: saved ?? [], remembered: saved !== null };
  }

  /**
   * Keeps `items` for the tab and, when `remember` is true, on the device; when it is false, any copy on the
   * device is deleted. Returns whether a copy is now saved on the device (false when storage refused).
   */
  save(items: ReadonlyArray<T>, remember: boolean, storage: WriteStorage | undefined = safeStorage()): boolean {
    this.tab = [...items];
    try {
      if (remember) {
        storage?.setItem(this.storageKey, JSON.stringify(items));
        return storage !== undefined;
      }
      storage?.removeItem(this.storageKey);
    } catch {
      // Storage full or disabled (private mode): the list then lasts for this tab only.
    }
    return false;
  }

  /** Forgets this tab's list (the next load reads the device copy, if any). */
  clearTab(): void {
    this.tab = null;
  }

  private readSaved(storage: ReadStorage | undefined): T[] | null {
    try {
      const raw = storage?.getItem(this.storageKey);
      if (raw === null || raw === undefined) return null;
      const parsed: unknown = JSON.parse(raw);
      return Array.isArray(parsed) ? this.parse(parsed) : null;
    } catch {
      return null;
    }
  }
}

export function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
