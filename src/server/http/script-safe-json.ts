/**
 * JSON inside a <script> element: '<', '>' and '&' as \u escapes, so no value can close the element
 * ('</script>') or open a comment; U+2028/2029 for old parsers. JSON.parse reads it back unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
