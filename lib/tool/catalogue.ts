// The custom-rule categories for the tool's selects, straight from the engine (no copy kept here).
export { CUSTOM_RULE_CATALOGUE } from '@/lib/masking';
