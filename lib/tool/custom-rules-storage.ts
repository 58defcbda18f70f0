// Custom rules are the person's own configuration, and their values (client and project names) are often
// the most sensitive strings of all: they last for the tab unless the person asks to remember them on this
// device (see TabOrDeviceList). Only rules are ever stored — never the pasted text or any result.
import type { CustomRule } from '@/lib/masking';
import { TabOrDeviceList } from './tab-or-device';

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

export function parseCustomRules(raw: unknown): CustomRule[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(isRule).map(({ value, category, subcategory, replacement }) => ({
    value,
    category,
    ...(subcategory !== undefined ? { subcategory } : {}),
    ...(replacement !== undefined ? { replacement } : {}),
  }));
}

export const customRulesStore = new TabOrDeviceList<CustomRule>(CUSTOM_RULES_STORAGE_KEY, parseCustomRules);
