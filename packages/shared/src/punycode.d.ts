/** punycode.js (the maintained userland package; Node's built-in `punycode` is deprecated). */
declare module 'punycode/punycode.js' {
  const punycode: { toUnicode(domain: string): string };
  export default punycode;
}
