/** A value that may arrive as JSON text: a string is parsed (undefined when it is not JSON), anything else is kept. */
export function parseIfJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}
