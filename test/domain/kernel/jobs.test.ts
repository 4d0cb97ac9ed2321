import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../src/lib/errors.js';
import { Jobs } from '../../../src/domain/kernel/jobs.js';

const clock = { iso: () => '2026-11-25T12:00:00.000Z' };
const subject = { organization: 'acme', space: 'space1' };

describe('jobs', () => {
  it('answer whoever awaits the work with what it returned once run, or with its failure', async () => {
    const jobs = new Jobs(clock, 'manual');
    const answer = jobs.awaited('import', subject, async () => 'rev1');
    const failing = jobs.awaited('import', subject, async () => {
      throw new Error('the site is down');
    });
    expect(jobs.list().map((j) => j.state)).toEqual(['pending', 'pending']);
    const ran = await jobs.runAll();
    await expect(answer).resolves.toBe('rev1');
    await expect(failing).rejects.toThrow('the site is down');
    expect(ran.map((j) => [j.state, j.error])).toEqual([
      ['done', undefined],
      ['failed', 'the site is down'],
    ]);
  });

  it('fail what is held when closed, so that no caller waits forever, and wait for what runs', async () => {
    const jobs = new Jobs(clock, 'auto');
    let finished = false;
    jobs.background('translation', subject, async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      finished = true;
    });
    await jobs.setMode('manual');
    const held = jobs.awaited('import', subject, async () => 'never');
    const refusal = held.catch((error: unknown) => error);
    await jobs.close();
    expect(finished).toBe(true);
    expect(await refusal).toBeInstanceOf(DomainError);
    expect(((await refusal) as DomainError).reason).toBe('conflict');
    expect(jobs.list({ kind: 'import' })).toEqual([expect.objectContaining({ state: 'failed', error: 'the sandbox stopped before this job ran' })]);
  });
});
