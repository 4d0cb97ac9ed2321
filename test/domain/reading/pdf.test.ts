import { describe, expect, it } from 'vitest';
import { createSpace } from '../../../src/domain/content/spaces.js';
import { createChangeRequest } from '../../../src/domain/change-requests/change-requests.js';
import { contentPdf } from '../../../src/domain/reading/pdf.js';
import { applyTemplate } from '../../../src/domain/import/templates.js';
import { refusal, rules } from '../../helpers/rules.js';

describe('the PDF of content', () => {
  it('is at the URL of the revision the space or the change request has now, for all of it or one page', async () => {
    const { as, sandbox } = rules();
    const space = createSpace(as(), 'acme', { title: 'Printed' }).id;
    const cr = createChangeRequest(as('edit'), space, { subject: 'x' }).id;
    applyTemplate(as(), space, { id: 'blank' });
    const { revision } = sandbox.store.get('spaces', space)!;
    const page = sandbox.store.getRevision(revision)!.pages[0]!.id;
    expect(contentPdf(as('read'), space, undefined, {})).toEqual({ url: `http://sandbox.test/_sandbox/pdf/${revision}` });
    expect(contentPdf(as('read'), space, undefined, { page, only: true })).toEqual({
      url: `http://sandbox.test/_sandbox/pdf/${revision}?page=${page}&only=true`,
    });
    // The change request started before the template: it has the space's revision of then.
    expect(contentPdf(as('read'), space, cr, {}).url).toBe(`http://sandbox.test/_sandbox/pdf/${sandbox.store.get('changeRequests', cr)!.revisionInitial}`);
    expect(await refusal(() => contentPdf(as('read'), space, cr, { page }))).toEqual({ reason: 'not-found', message: `page "${page}" not found` });
  });
});
