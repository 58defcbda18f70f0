// What --rules, --disable and --allow become: engine options, checked so a typo is a usage error, not a
// silently unmasked value.
import { readFileSync } from 'node:fs';
import { CUSTOM_RULE_CATALOGUE, listRules, type CustomRule } from '@/lib/masking';
import { CUSTOM_RULE_CATEGORY } from '@/lib/masking/catalogue';
import { inputError, usageError } from './errors';

/** The custom rules of a --rules file: the tool's JSON, an array of {value, category, subcategory?, replacement?}. */
export function loadRules(path: string): CustomRule[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw inputError(`${path}: cannot read the rules (${code === 'ENOENT' ? 'no such file' : (code ?? (error as Error).message)})`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    // The parser's message quotes the text; only where it stopped is told (the file may not be rules at all).
    throw usageError(`${path}: the rules are not JSON${jsonErrorPlace(text, (error as Error).message)}; the file's content is not shown`);
  }
  if (!Array.isArray(parsed)) throw usageError(`${path}: the rules must be a JSON array of {"value", "category", "subcategory"} objects`);
  return parsed.map((item, index) => checkedRule(item, `${path}: rule ${index + 1}`));
}

/** ` (line L, column C)` where JSON.parse stopped, from the position in its message; '' when it gives none. */
function jsonErrorPlace(text: string, message: string): string {
  const position = /\bposition (\d+)/.exec(message);
  if (position) {
    const at = Math.min(Number(position[1]), text.length);
    const before = text.slice(0, at);
    const line = before.split('\n').length;
    return ` (line ${line}, column ${at - before.lastIndexOf('\n')})`;
  }
  return /end of (JSON|data) input/i.test(message) ? ' (it ends too soon)' : '';
}

function checkedRule(item: unknown, where: string): CustomRule {
  const rule = item as Record<string, unknown>;
  if (typeof item !== 'object' || item === null || typeof rule.value !== 'string' || rule.value.length === 0) {
    throw usageError(`${where} needs a non-empty "value"`);
  }
  if (rule.category === CUSTOM_RULE_CATEGORY) {
    if (rule.replacement !== undefined && typeof rule.replacement !== 'string') throw usageError(`${where}: "replacement" must be a string`);
    return { value: rule.value, category: CUSTOM_RULE_CATEGORY, ...(rule.replacement ? { replacement: rule.replacement as string } : {}) };
  }
  const category = CUSTOM_RULE_CATALOGUE.find((entry) => entry.category === rule.category);
  if (!category) {
    const names = [...CUSTOM_RULE_CATALOGUE.map((entry) => entry.category), CUSTOM_RULE_CATEGORY];
    throw usageError(`${where}: unknown "category" (one of: ${names.join(', ')})`);
  }
  if (!category.subcategories.some((sub) => sub === rule.subcategory)) {
    throw usageError(`${where}: unknown "subcategory" of ${category.category} (one of: ${category.subcategories.join(', ')})`);
  }
  return { value: rule.value, category: category.category, subcategory: rule.subcategory as string };
}

/** --disable: rule ids and families; an unknown one is a usage error listing the families. */
export function checkedDisabled(ids: readonly string[]): string[] {
  const rules = listRules();
  const known = new Set([...rules.map((rule) => rule.id), ...rules.map((rule) => rule.family)]);
  for (const id of ids) {
    if (!known.has(id)) throw usageError(`--disable: no rule or family "${id}" (families: ${[...new Set(rules.map((rule) => rule.family))].join(', ')})`);
  }
  return [...ids];
}
