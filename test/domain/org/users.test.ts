import { describe, expect, it } from 'vitest';
import { getUser } from '../../../src/domain/org/users.js';
import { refusal, rules } from '../../helpers/rules.js';

describe('a user read by id', () => {
  it('is shown to anyone signed in, with the e-mail address only to themselves and fellow members', async () => {
    const sandbox = rules();
    expect(getUser(sandbox.as('read'), 'outsider')).toEqual({
      object: 'user',
      id: 'outsider',
      displayName: expect.any(String),
      urls: { location: expect.stringMatching(/\/v1\/users\/outsider$/) },
    });
    expect(getUser(sandbox.as('read'), 'read').email).toBe('read@acme.test');
    expect(getUser(sandbox.as('read'), 'edit').email).toBe('edit@acme.test');
    expect(getUser(sandbox.as('admin'), 'outsider').email).toBe('outsider@acme.test');
  });

  it('is not found when no account has that id', async () => {
    expect(await refusal(() => getUser(rules().as('read'), 'nobody'))).toMatchObject({ reason: 'not-found', message: 'user "nobody" not found' });
  });
});
