// Bundled packages embed WebAssembly as base64 string literals tens of thousands of characters long
// (undici's llhttp parsers). They are data, not code, but one such line makes a file look minified and
// hard to page through. Each is cut into lines of 100 characters joined with `+`: the same string, and
// every line of dist/ stays readable.

const WIDTH = 100;
/** A quoted run of base64 characters far longer than any line of code. */
const LONG_BASE64 = /(['"])([A-Za-z0-9+/]{1000,}={0,2})\1/g;

export function wrapLongStrings(code: string): string {
  return code.replace(LONG_BASE64, (_literal, quote: string, data: string) => {
    const pieces: string[] = [];
    for (let at = 0; at < data.length; at += WIDTH)
      pieces.push(`${quote}${data.slice(at, at + WIDTH)}${quote}`);
    return `(${pieces.join(' +\n  ')})`;
  });
}
