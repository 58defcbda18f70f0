// How much of a masked file file mode shows on the page. Its own module, so the page's first-load bundle
// can name it without importing file-masking.ts, which brings the whole engine (that runs in the worker).
export const PREVIEW_LINES = 200;
