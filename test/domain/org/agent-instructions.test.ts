import { describe, expect, it } from 'vitest';
import { getAgentInstructions, setAgentInstructions } from '../../../src/domain/org/agent-instructions.js';
import { refusal, rules } from '../../helpers/rules.js';

const document = (text: string) => ({
  object: 'document' as const,
  data: {},
  nodes: [{ object: 'block' as const, type: 'paragraph', nodes: [{ object: 'text', leaves: [{ object: 'leaf', text, marks: [] }] }] }],
});

describe("an organization's instructions to the Docs agent", () => {
  it('are set by an admin, whole, and read by members with who set them and when', async () => {
    const sandbox = rules();
    expect(await refusal(() => getAgentInstructions(sandbox.as('read'), 'acme'))).toMatchObject({ reason: 'not-found' });
    setAgentInstructions(sandbox.as('admin'), 'acme', document('Answer in British English.'));
    sandbox.travel(1);
    const set = setAgentInstructions(sandbox.as('admin'), 'acme', document('Answer briefly.'));
    const read = getAgentInstructions(sandbox.as('read'), 'acme');
    expect(read).toEqual(set);
    expect(read).toMatchObject({ instructions: document('Answer briefly.'), updatedBy: 'admin' });
  });

  it('are set by no one below admin, and seen by no other organization', async () => {
    const sandbox = rules();
    expect(await refusal(() => setAgentInstructions(sandbox.as('create'), 'acme', document('x')))).toMatchObject({ reason: 'forbidden' });
    setAgentInstructions(sandbox.as('admin'), 'acme', document('x'));
    expect(await refusal(() => getAgentInstructions(sandbox.as('outsider'), 'acme'))).toMatchObject({ reason: 'not-found' });
  });
});
