// Which rules recognise a value by the words around it, for the review list's context note. Imports the
// engine: the /tool page (a server component) calls this at build time and hands the ids to the island.
import { listRules } from '@/lib/masking';

export function contextRuleIds(): string[] {
  return listRules().filter((rule) => rule.byContext).map((rule) => rule.id);
}
