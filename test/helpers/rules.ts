import { advanceClock } from '../../src/domain/content/retention.js';
import type { Context } from '../../src/domain/kernel/context.js';
import { DomainError, type Refusal } from '../../src/lib/errors.js';
import { contextOf, openMemorySandbox, type Sandbox, type SandboxOptions } from '../../src/sandbox/open.js';
import type { Seed } from '../../src/sandbox/seed.js';
import { rolesSeed } from './sandbox.js';

/**
 * The rules on an in-memory sandbox, called directly as one of the seed's users: what the
 * domain decides, tested without HTTP (the contract tests in test/server cover that).
 */
export interface Rules {
  sandbox: Sandbox;
  /** The context of a request by `user` (admin by default). */
  as: (user?: string) => Context;
  /** Moves the sandbox clock forward by days, as `POST /_sandbox/clock` does. */
  travel: (days: number) => void;
}

export function rules(seed: Seed = rolesSeed(), options: SandboxOptions = {}): Rules {
  const sandbox = openMemorySandbox(seed, options);
  return {
    sandbox,
    as: (user = 'admin') => contextOf(sandbox, sandbox.store.get('users', user)!, 'http://sandbox.test'),
    travel: (days) => void advanceClock(sandbox, days * 86400),
  };
}

/** The refusal a rule raises, as the domain words it: its reason and message (and field, when it names one). */
export async function refusal(rule: () => unknown): Promise<{ reason: Refusal; message: string; field?: string }> {
  try {
    await rule();
  } catch (error) {
    if (error instanceof DomainError) return { reason: error.reason, message: error.message, ...(error.field ? { field: error.field } : {}) };
    throw error;
  }
  throw new Error('the rule did not refuse');
}
