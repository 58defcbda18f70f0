/** A lookup table for one ASCII character class, so hot loops test a byte instead of running a regex. */
export function asciiClassTable(classBody: string): Uint8Array {
  const table = new Uint8Array(128);
  const test = new RegExp(`[${classBody}]`);
  for (let code = 0; code < 128; code++) {
    if (test.test(String.fromCharCode(code))) table[code] = 1;
  }
  return table;
}

export function inClass(table: Uint8Array, code: number): boolean {
  return code < 128 && table[code] === 1;
}
