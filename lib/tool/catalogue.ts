// The custom-rule categories for the tool's selects, straight from the engine (no copy kept here).
// Imported from the catalogue module itself, not the engine's index, so the page's first-load bundle
// does not carry the whole engine (that runs in the worker chunk).
export { CUSTOM_RULE_CATALOGUE, CUSTOM_RULE_CATEGORY } from '@/lib/masking/catalogue';
