import { describe, expect, it } from 'vitest';
import { SequenceTracker } from '../../../devices/protocol/sequence-tracker.js';

const heartbeat = (seq: number) => ({ kind: 'heartbeat', seq }) as const;
const card = (seq: number, code: string) => ({ kind: 'card', seq, card: code }) as never;

describe('following the sequence numbers of a reader', () => {
  it('takes frames in order, across the wrap from 65535 to 0', () => {
    const tracker = new SequenceTracker();
    expect([65534, 65535, 0, 1].map((seq) => tracker.check(heartbeat(seq)).kind)).toEqual([
      'in-order',
      'in-order',
      'in-order',
      'in-order',
    ]);
  });

  it('drops a retransmission of a recent frame but flags the same number with other content', () => {
    const tracker = new SequenceTracker();
    tracker.check(card(5, 'AS'));
    tracker.check(card(6, 'KD'));
    expect(tracker.check(card(5, 'AS'))).toEqual({ kind: 'duplicate' });
    expect(tracker.check(card(6, 'QD'))).toEqual({ kind: 'conflict' });
    expect(tracker.check(card(7, '2C'))).toEqual({ kind: 'in-order' });
  });

  it('counts the frames lost in a jump, also across the wrap', () => {
    const tracker = new SequenceTracker();
    tracker.check(heartbeat(10));
    expect(tracker.check(heartbeat(13))).toEqual({ kind: 'gap', missing: 2 });
    const wrapping = new SequenceTracker();
    wrapping.check(heartbeat(65534));
    expect(wrapping.check(heartbeat(1))).toEqual({ kind: 'gap', missing: 2 });
  });

  it('starts afresh after a hello, and calls one that does not follow the last frame a restart', () => {
    const tracker = new SequenceTracker();
    const hello = (seq: number) =>
      ({ kind: 'hello', seq, vendor: 'Acme', model: 'S6', firmware: '1' }) as const;
    expect(tracker.check(hello(40)).kind).toBe('in-order');
    expect(tracker.check(heartbeat(41)).kind).toBe('in-order');
    expect(tracker.check(hello(42)).kind).toBe('in-order');
    expect(tracker.check(heartbeat(500)).kind).toBe('gap');
    expect(tracker.check(hello(0))).toEqual({ kind: 'restart' });
    expect(tracker.check(heartbeat(1)).kind).toBe('in-order');
  });
});
