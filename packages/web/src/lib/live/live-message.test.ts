import { describe, expect, it } from 'vitest';
import { clientMessages, parseServerMessage, socketUrl } from './live-message';

const id = '0B0F4C4E-9A43-4C8E-8F57-5F7E6F1C2D3A';

describe('parseServerMessage (contract §17.2, §17.3)', () => {
  it.each([
    [
      'an update',
      JSON.stringify({ type: 'Update', id, dataType: 'Sayg', data: { yourName: 'Jo' }, message: null }),
      { type: 'Update', id: id.toLowerCase(), dataType: 'Sayg', data: { yourName: 'Jo' }, message: null },
    ],
    [
      'an error for every subscription',
      '{"type":"Error","data":null,"message":"Not permitted","id":null,"dataType":"Sayg"}',
      { type: 'Error', id: null, dataType: 'Sayg', data: null, message: 'Not permitted' },
    ],
    [
      'names and values in any case',
      '{"TYPE":"marco","DataType":"tournament"}',
      { type: 'Marco', id: null, dataType: 'Tournament', data: null, message: null },
    ],
    ['not JSON', 'Marco', null],
    ['an array', '[1]', null],
    ['an unknown type', '{"type":"Hello"}', null],
    ['no type', '{"id":"x"}', null],
  ])('%s', (_, text, message) => {
    expect(parseServerMessage(text)).toEqual(message);
  });

  it('ignores frames that are not text', () => {
    expect(parseServerMessage(new ArrayBuffer(2))).toBeNull();
  });
});

describe('client messages (contract §17.3)', () => {
  it('are the reference client’s JSON', () => {
    expect(clientMessages.subscribe('a')).toBe('{"type":"Subscribed","id":"a"}');
    expect(clientMessages.unsubscribe('a')).toBe('{"type":"Unsubscribed","id":"a"}');
    expect(clientMessages.publish('a', 'Sayg', { x: 1 })).toBe(
      '{"type":"Update","id":"a","data":{"x":1},"dataType":"Sayg"}',
    );
    expect(clientMessages.polo()).toBe('{"type":"Polo"}');
  });
});

describe('socketUrl (contract §17.1)', () => {
  it.each([
    [
      { href: 'http://localhost:3000/live/match/x#average=1', protocol: 'http:', host: 'localhost:3000' },
      'ws://localhost:3000/api/Live/?referrer=http://localhost:3000/live/match/x',
    ],
    [
      { href: 'https://darts.example/practice?yourName=Jo#abc', protocol: 'https:', host: 'darts.example' },
      'wss://darts.example/api/Live/?referrer=https://darts.example/practice?yourName=Jo',
    ],
  ])('%o → %s', (page, url) => {
    expect(socketUrl(page)).toBe(url);
  });
});
