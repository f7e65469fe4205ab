/** A value as plain JSON data: actor references and functions named, not copied; undefined as null. */
export function plainData(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (_key, item) => {
      if (typeof item === 'function') return '[function]';
      if (item && typeof item === 'object' && 'sessionId' in item && 'send' in item)
        return `[actor ${item.id}]`;
      return item === undefined ? null : item;
    }) ?? 'null',
  );
}
