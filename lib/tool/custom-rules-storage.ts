// Custom rules are the user's own configuration and persist across visits. Only rules are stored —
// never the pasted text or any result. Anything unreadable in storage is ignored, never thrown.
import type { CustomRule } from '@/lib/masking';

export const CUSTOM_RULES_STORAGE_KEY = 'pastesafe.customRules.v1';

function isRule(value: unknown): value is CustomRule {
  if (typeof value !== 'object' || value === null) return false;
  const rule = value as Record<string, unknown>;
  return (
    typeof rule.value === 'string' &&
    rule.value.length > 0 &&
    typeof rule.category === 'string' &&
    rule.category.length > 0 &&
    (rule.subcategory === undefined || typeof rule.subcategory === 'string') &&
    (rule.replacement === undefined || typeof rule.replacement === 'string')
  );
}

export function loadCustomRules(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): CustomRule[] {
  try {
    const raw = storage?.getItem(CUSTOM_RULES_STORAGE_KEY);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(isRule).map(({ value, category, subcategory, replacement }) => ({
      value,
      category,
      ...(subcategory !== undefined ? { subcategory } : {}),
      ...(replacement !== undefined ? { replacement } : {}),
    }));
  } catch {
    return [];
  }
}

export function saveCustomRules(rules: ReadonlyArray<CustomRule>, storage: Pick<Storage, 'setItem'> | undefined = safeStorage()): void {
  try {
    storage?.setItem(CUSTOM_RULES_STORAGE_KEY, JSON.stringify(rules));
  } catch {
    // Storage full or disabled (private mode): rules then last for this visit only.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
