import { Metadata } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/min/metadata';
import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/min';

/** Countries tried for a national number with a trunk 0 (`020 7946 0958`, `06 12 34 56 78`). */
export const TRUNK_ZERO_COUNTRIES: readonly CountryCode[] = ['GB', 'DE', 'FR', 'NL', 'BE', 'IT', 'ES', 'CH', 'AT', 'IE', 'AU', 'SE', 'NO', 'DK', 'FI', 'PL', 'PT', 'NZ', 'ZA', 'IN'];

/**
 * What a country's numbering plan says of a number before libphonenumber parses it: `national` is the
 * whole-match pattern of every national number valid under the country's calling code (its own and those
 * of the territories sharing the code), null when the metadata does not say.
 */
interface Plan {
  country: CountryCode;
  /** The country's international call prefix at the start of the digits (`00`): they would be read as an international number. */
  internationalPrefix: RegExp;
  national: RegExp | null;
}

/** The untyped part of libphonenumber-js's numbering plan this module reads. */
interface PlanPatterns {
  nationalNumberPattern?: () => string;
  callingCode?: () => string;
  IDDPrefix(): string;
}

function planOf(country: CountryCode): Plan {
  const read = new Metadata(metadata);
  read.selectNumberingPlan(country);
  const own = read.numberingPlan as unknown as PlanPatterns;
  const internationalPrefix = new RegExp(`^(?:${own.IDDPrefix()})`);
  const sharing = own.callingCode ? metadata.country_calling_codes[own.callingCode()] : undefined;
  const patterns: string[] = [];
  for (const each of sharing ?? []) {
    read.selectNumberingPlan(each);
    const pattern = (read.numberingPlan as unknown as PlanPatterns).nationalNumberPattern?.();
    if (typeof pattern !== 'string') return { country, internationalPrefix, national: null };
    patterns.push(pattern);
  }
  const national = patterns.length ? new RegExp(`^(?:${patterns.join('|')})$`) : null;
  return { country, internationalPrefix, national };
}

let plans: Plan[] | undefined;

/** Digits, spaces, dots and hyphens only: libphonenumber reads such a value's digits as they stand. */
const PLAIN_NUMBER = /^[\d .-]+$/;

/**
 * Whether `digits` may be a valid national number of the plan's country. libphonenumber takes the national
 * number to be the digits with or without the trunk 0 in front, and calls a number valid only when that
 * national number matches a pattern of the calling code's plans: a number matching neither way is invalid,
 * and libphonenumber is not asked (its parse costs some microseconds a country, twenty countries a
 * candidate). Digits starting with the international prefix are left to libphonenumber.
 */
function mayBeValid(plan: Plan, digits: string): boolean {
  if (!plan.national || plan.internationalPrefix.test(digits)) return true;
  return plan.national.test(digits) || plan.national.test(digits.slice(1));
}

/** A number starting with a trunk 0 that libphonenumber (small metadata) finds valid in one of the countries. */
export function isValidTrunkZeroNumber(value: string): boolean {
  plans ??= TRUNK_ZERO_COUNTRIES.map(planOf);
  const digits = PLAIN_NUMBER.test(value) ? value.replace(/\D/g, '') : null;
  for (const plan of plans) {
    if (digits !== null && !mayBeValid(plan, digits)) continue;
    if (isValidPhoneNumber(value, plan.country)) return true;
  }
  return false;
}
