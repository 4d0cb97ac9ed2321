import type { Store } from '../../store/store.js';

const CLOCK_ID = 'clock';

/**
 * The sandbox's notion of now: the real time plus an offset that tests move forward.
 * The offset is a record, so time travel survives a restart.
 */
export class Clock {
  constructor(private readonly store: Store) {}

  now(): Date {
    return new Date(Date.now() + (this.store.get('sandbox', CLOCK_ID)?.offsetMs ?? 0));
  }

  advance(seconds: number): Date {
    const current = this.store.get('sandbox', CLOCK_ID);
    this.store.put('sandbox', {
      id: CLOCK_ID,
      seq: current?.seq ?? this.store.nextSeq(),
      offsetMs: (current?.offsetMs ?? 0) + seconds * 1000,
    });
    return this.now();
  }

  iso(): string {
    return this.now().toISOString();
  }
}
