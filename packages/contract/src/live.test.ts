import { describe, expect, it } from 'vitest';
import { liveDataTypeOf, messageTypeOf } from './live-names.js';
import { liveMessageIn } from './live.js';

describe('live message input (contract §17.2, §1.6)', () => {
  it.each([
    [
      { type: 'Subscribed', id: 'a' },
      { type: 'Subscribed', id: 'a' },
    ],
    [
      { TYPE: 'update', Id: 'a', DATA: { x: 1 }, datatype: 'sayg' },
      { type: 'update', id: 'a', data: { x: 1 }, dataType: 'sayg' },
    ],
    [{ type: 'Polo', extra: true }, { type: 'Polo' }],
  ])('reads %j with names in any case and ignores unknown ones', (input, expected) => {
    expect(liveMessageIn.parse(input)).toEqual(expected);
  });

  it.each([
    ['marco', 'Marco'],
    ['UNSUBSCRIBED', 'Unsubscribed'],
    ['Shout', undefined],
    [3, undefined],
  ])('matches the message type %j case-insensitively', (text, member) => {
    expect(messageTypeOf(text)).toBe(member);
  });

  it.each([
    ['tournament', 'Tournament'],
    ['Sayg', 'Sayg'],
    ['Game', undefined],
    [null, undefined],
  ])('matches the data type %j case-insensitively', (text, member) => {
    expect(liveDataTypeOf(text)).toBe(member);
  });
});
