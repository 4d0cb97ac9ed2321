import type { Term } from '../../format/glossary-terms.js';
import { GLOSSARY_MAX_ENTRIES, type GlossaryEntry, type GlossaryOperation } from '../../schemas/glossary.js';
import type { GlossaryEntryRecord } from '../../store/records.js';
import { invalid, notFound } from '../../lib/errors.js';
import type { Context } from '../kernel/context.js';
import { newId } from '../kernel/ids.js';
import { locationOf } from '../kernel/locations.js';
import { paginate, paginateList, type Page, type PageQuery } from '../kernel/pagination.js';
import { requireOrganization } from '../org/access.js';

function presentEntry(ctx: Context, entry: GlossaryEntryRecord): GlossaryEntry {
  return {
    object: 'glossary-entry',
    id: entry.id,
    translations: entry.translations,
    createdAt: entry.createdAt,
    updatedAt: entry.updatedAt,
    urls: { location: locationOf(ctx, 'getGlossaryEntry', { organizationId: entry.organization, glossaryEntryId: entry.id }) },
  };
}

/** The entries, oldest first; with `orderBy`, by their term in that language (those without one after, oldest first). */
export function listGlossaryEntries(ctx: Context, organizationId: string, query: PageQuery & { orderBy?: string }): Page<GlossaryEntry> {
  const { org } = requireOrganization(ctx, organizationId, 'read');
  const present = (entry: GlossaryEntryRecord) => presentEntry(ctx, entry);
  const language = query.orderBy;
  if (language === undefined)
    return paginate(ctx.store.index('glossaryEntries', 'byOrganization', org.id), query, (id) => present(ctx.store.get('glossaryEntries', id)!));
  const entries = ctx.store.recordsIn('glossaryEntries', 'byOrganization', org.id);
  const collator = new Intl.Collator(language);
  const termed = entries.filter((entry) => entry.translations[language] !== undefined);
  termed.sort((a, b) => collator.compare(a.translations[language]!, b.translations[language]!));
  const ordered = [...termed, ...entries.filter((entry) => entry.translations[language] === undefined)];
  const at = new Map(ordered.map((entry, i) => [entry.id, i]));
  const page = paginateList(ordered, (entry) => [at.get(entry.id)!, entry.id], query);
  return { ...page, items: page.items.map(present) };
}

export function getGlossaryEntry(ctx: Context, organizationId: string, id: string): GlossaryEntry {
  const { org } = requireOrganization(ctx, organizationId, 'read');
  const entry = ctx.store.get('glossaryEntries', id);
  if (!entry || entry.organization !== org.id) throw notFound('glossary entry', id);
  return presentEntry(ctx, entry);
}

/**
 * Applies a batch of inserts, updates and deletes, all or none: every operation is checked against
 * the glossary as the ones before it leave it, and nothing is written until all pass. A term may
 * belong to one entry per language, or translating it would be ambiguous.
 */
export function updateGlossaryEntries(ctx: Context, organizationId: string, operations: GlossaryOperation[]): void {
  const { org } = requireOrganization(ctx, organizationId, 'create');
  const now = ctx.clock.iso();
  const glossary = new Map(ctx.store.recordsIn('glossaryEntries', 'byOrganization', org.id).map((entry) => [entry.id, entry]));
  // Who holds each term, by language: checked per operation without going through every entry.
  const holders = new Map<string, string>();
  const keysOf = (entry: GlossaryEntryRecord) => Object.entries(entry.translations).map(([language, term]) => `${language}\0${term}`);
  for (const entry of glossary.values()) for (const key of keysOf(entry)) holders.set(key, entry.id);
  const forget = (id: string) => {
    const entry = glossary.get(id);
    if (entry) for (const key of keysOf(entry)) holders.delete(key);
    glossary.delete(id);
  };
  const touched = new Set<string>();
  operations.forEach((operation, i) => {
    const field = `operations.${i}`;
    if (operation.type !== 'insert') {
      if (!glossary.has(operation.id))
        throw invalid(`no glossary entry "${operation.id}" in organization "${org.id}"; list them with GET .../translations-glossary`, `${field}.id`);
      if (touched.has(operation.id)) throw invalid(`entry "${operation.id}" is changed twice in one batch; merge the two operations`, `${field}.id`);
      touched.add(operation.id);
    }
    const id = operation.type === 'insert' ? newId() : operation.id;
    const previous = glossary.get(id);
    forget(id);
    if (operation.type === 'delete') return;
    const entry = {
      id,
      seq: previous?.seq ?? 0,
      organization: org.id,
      translations: operation.translations,
      createdAt: previous?.createdAt ?? now,
      updatedAt: now,
    };
    for (const key of keysOf(entry)) {
      const holder = holders.get(key);
      const [language, term] = key.split('\0') as [string, string];
      if (holder)
        throw invalid(`"${term}" is already the ${language} term of entry "${holder}"; update that entry instead`, `${field}.translations.${language}`);
      holders.set(key, id);
    }
    glossary.set(id, entry);
    touched.add(id);
  });
  if (glossary.size > GLOSSARY_MAX_ENTRIES)
    throw invalid(`a glossary holds at most ${GLOSSARY_MAX_ENTRIES} entries; this batch would leave ${glossary.size}`, 'operations');
  for (const id of touched) {
    const entry = glossary.get(id);
    if (!entry) ctx.store.remove('glossaryEntries', id);
    else ctx.store.put('glossaryEntries', { ...entry, seq: entry.seq || ctx.store.nextSeq() });
  }
}

/** The terms a translation from `from` to `to` keeps as the glossary says: each entry that gives both. */
export function glossaryTerms(ctx: Context, organization: string, from: string, to: string): Term[] {
  return ctx.store.recordsIn('glossaryEntries', 'byOrganization', organization).flatMap((entry) => {
    const [source, target] = [entry.translations[from], entry.translations[to]];
    return source !== undefined && target !== undefined && source !== target ? [{ from: source, to: target }] : [];
  });
}
