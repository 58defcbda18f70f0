// Lists the person types into the tool's settings (custom rules, the never-mask list) are theirs and often
// sensitive. By default they are kept for this browser tab only, in sessionStorage: they survive a reload and
// the full page loads that enter and leave /tool, and the browser deletes them when the tab is closed. Only
// when the person ticks "Remember on this device" is the list also written to localStorage; unticking it, or
// "Forget", deletes that copy. Anything unreadable in storage is ignored, never thrown.

export interface KeptList<T> {
  items: T[];
  /** True when a copy is saved on this device (localStorage). */
  remembered: boolean;
}

type ReadStorage = Pick<Storage, 'getItem'>;
type WriteStorage = Pick<Storage, 'setItem' | 'removeItem'>;

export class TabOrDeviceList<T> {
  constructor(
    readonly storageKey: string,
    /** The valid items of a parsed stored value (which may be anything). */
    private readonly parse: (raw: unknown) => T[],
  ) {}

  /** This tab's list if it has one, else the copy saved on the device, else nothing. */
  load(device: ReadStorage | undefined = safeStorage('localStorage'), tab: ReadStorage | undefined = safeStorage('sessionStorage')): KeptList<T> {
    const saved = this.read(device);
    const inTab = this.read(tab);
    return { items: inTab ?? saved ?? [], remembered: saved !== null };
  }

  /**
   * Keeps `items` for the tab and, when `remember` is true, on the device; when it is false, any copy on the
   * device is deleted. Returns whether a copy is now saved on the device (false when storage refused).
   */
  save(
    items: ReadonlyArray<T>,
    remember: boolean,
    device: WriteStorage | undefined = safeStorage('localStorage'),
    tab: WriteStorage | undefined = safeStorage('sessionStorage'),
  ): boolean {
    const json = JSON.stringify(items);
    try {
      tab?.setItem(this.storageKey, json);
    } catch {
      // Session storage refused: the list then lasts as long as the page.
    }
    try {
      if (remember) {
        device?.setItem(this.storageKey, json);
        return device !== undefined;
      }
      device?.removeItem(this.storageKey);
    } catch {
      // Storage full or disabled (private mode): nothing is saved on the device.
    }
    return false;
  }

  /** Forgets this tab's copy (as closing the tab does); the next load reads the device copy, if any. */
  clearTab(tab: WriteStorage | undefined = safeStorage('sessionStorage')): void {
    try {
      tab?.removeItem(this.storageKey);
    } catch {
      // Nothing to forget.
    }
  }

  private read(storage: ReadStorage | undefined): T[] | null {
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

export function safeStorage(kind: 'localStorage' | 'sessionStorage' = 'localStorage'): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind];
  } catch {
    return undefined;
  }
}
