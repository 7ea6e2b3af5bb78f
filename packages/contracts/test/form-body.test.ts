import { describe, expect, it } from 'vitest';
import { readNestedBody } from '../src/common/form-body.ts';

describe('readNestedBody', () => {
  it('folds bracket, dotted and JSON fields into objects, at any bracket depth', () => {
    expect(readNestedBody({ 'page[offset]': '0', 'page.limit': '3', q: '{"a":1}' })).toEqual({
      page: { offset: '0', limit: '3' },
      q: { a: 1 },
    });
    expect(
      readNestedBody({ 'ticket[name]': 'Lan', 'ticket[type][typeId]': '2', 'ticket[attachment]': ['k1', 'k2'] }),
    ).toEqual({ ticket: { name: 'Lan', type: { typeId: '2' }, attachment: ['k1', 'k2'] } });
  });
});
