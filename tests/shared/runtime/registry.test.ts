import { describe, expect, it } from 'vitest';
import { defineWidget } from '../../../shared/runtime/define';
import { loadDefinition, type Registry } from '../../../shared/runtime/registry';

const hello = defineWidget({ name: 'hello', Component: () => null });
const registry: Registry = {
  hello: async () => ({ default: hello }),
  failing: () => Promise.reject(new Error('chunk failed to load')),
};

describe('loadDefinition', () => {
  it("gives the named widget's definition", async () => {
    await expect(loadDefinition(registry, 'hello')).resolves.toBe(hello);
  });

  it.each(['nope', '', 'constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'refuses %j: an unknown widget, not a property of Object.prototype',
    async (name) => {
      await expect(loadDefinition(registry, name)).rejects.toThrow(`unknown widget "${name}"`);
    },
  );

  it("passes a failed import's error on", async () => {
    await expect(loadDefinition(registry, 'failing')).rejects.toThrow('chunk failed to load');
  });
});
