import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json';

describe('canonicalJson', () => {
  it('sorts keys by code unit at every level, inside arrays too, and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: 'x' }, B: true })).toBe(
      '{"B":true,"a":{"c":"x","d":[3,{"y":2,"z":1}]},"b":1}',
    );
    expect(canonicalJson([{ b: 2, a: 1 }, [2, 1]])).toBe('[{"a":1,"b":2},[2,1]]');
  });

  it('is the same text whatever order the keys were written in', () => {
    expect(canonicalJson({ amount: 1, term: { months: 3, method: 'M' } })).toBe(
      canonicalJson({ term: { method: 'M', months: 3 }, amount: 1 }),
    );
  });

  it('leaves out keys whose value is undefined, writes undefined in an array or at the top as null', () => {
    expect(canonicalJson({ a: 1, gone: undefined, none: null })).toBe('{"a":1,"none":null}');
    expect(canonicalJson([undefined, null, 1])).toBe('[null,null,1]');
    expect(canonicalJson(undefined)).toBe('null');
    expect(canonicalJson(null)).toBe('null');
  });

  it('writes dates as ISO strings, bigints as decimal strings and other values as JSON does', () => {
    expect(canonicalJson({ at: new Date('2026-01-27T12:00:00Z'), big: 12n })).toBe(
      '{"at":"2026-01-27T12:00:00.000Z","big":"12"}',
    );
    expect(canonicalJson(['Zoë 李', 'a"b', 1.5, -0, Number.NaN, false])).toBe(
      '["Zoë 李","a\\"b",1.5,0,null,false]',
    );
    expect(canonicalJson({ 'key "quoted"': 1 })).toBe('{"key \\"quoted\\"":1}');
  });

  it('lets the caller write values it knows, at every level', () => {
    const bytes = (value: unknown) => (value instanceof Uint8Array ? `bytes:${value.length}` : value);
    expect(canonicalJson({ file: new Uint8Array(3), list: [new Uint8Array(1)] }, bytes)).toBe(
      '{"file":"bytes:3","list":["bytes:1"]}',
    );
  });
});
