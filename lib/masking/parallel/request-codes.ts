import { KEYWORD_RULES } from '../keywords';
import { PATTERN_RULES } from '../rules';
import type { SubstituteRequest } from '../substitute/mapping-store';
import { requestFor } from '../substitute/requests';
import type { CustomValue } from '../validate/validate-run';

let ruleRequests: SubstituteRequest[] | null = null;

/** Every rule's request, in rule order: the same list on every thread (pattern rules, then keyword rules). */
function rulesRequests(): SubstituteRequest[] {
  ruleRequests ??= [...PATTERN_RULES.map((rule) => requestFor(rule, 'pattern')), ...KEYWORD_RULES.map((rule) => requestFor(rule, 'keyword'))];
  return ruleRequests;
}

/**
 * Substitute requests as numbers, so claims made on one thread can be taken up on another: a rule's request
 * by the rule's place in the rule lists, a custom value's by its place after them (manual mappings, then
 * custom rules, as customValues lists them from the same session and options on both threads); -1 for none.
 */
export class RequestCodes {
  private readonly requests: SubstituteRequest[];
  private readonly codes = new Map<SubstituteRequest, number>();

  constructor(values: readonly CustomValue[]) {
    this.requests = [...rulesRequests(), ...values.map((value) => value.request)];
    this.requests.forEach((request, code) => this.codes.set(request, code));
  }

  code(request: SubstituteRequest | null): number {
    if (request === null) return -1;
    const code = this.codes.get(request);
    if (code === undefined) throw new Error(`A substitute request of no rule or custom value (${request.type})`);
    return code;
  }

  request(code: number): SubstituteRequest | null {
    if (code === -1) return null;
    const request = this.requests[code];
    if (!request) throw new Error(`No substitute request ${code}`);
    return request;
  }
}
