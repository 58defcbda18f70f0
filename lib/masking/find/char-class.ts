/**
 * One ASCII character class as a lookup table, so hot loops test a byte instead of running a regex.
 * `has` is a method on purpose: a plain imported function would be called through the module's export
 * binding, which CommonJS transpilers (tsx, jest) turn into a property read on every character.
 */
export class CharClass {
  private readonly table = new Uint8Array(128);

  constructor(classBody: string) {
    const test = new RegExp(`[${classBody}]`);
    for (let code = 0; code < 128; code++) {
      if (test.test(String.fromCharCode(code))) this.table[code] = 1;
    }
  }

  has(code: number): boolean {
    return code < 128 && this.table[code] === 1;
  }
}
