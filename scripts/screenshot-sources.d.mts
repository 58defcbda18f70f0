export const SCREENSHOT_SOURCES: string[];
export const SOURCES_MANIFEST: string;
export function screenshotSources(root?: string): { files: string[]; sha256: string };
