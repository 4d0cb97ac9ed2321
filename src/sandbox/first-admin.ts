import type { Store } from '../store/store.js';

const firstBySeq = <T extends { seq: number }>(items: Iterable<T>) =>
  [...items].reduce<T | undefined>((best, x) => (best === undefined || x.seq < best.seq ? x : best), undefined);

/** The organization made first: a seed's first, the one `serve`'s ready line names. */
export function firstOrganization(store: Store) {
  const org = firstBySeq(store.all('organizations'));
  if (!org) throw new Error('the store holds no organization');
  return org;
}

/**
 * The first organization's first admin: the owner whose token `serve` prints, as a seed is
 * written (its schema makes sure there is one), and as a store made before owners were kept had it.
 */
export function firstAdmin(store: Store): string {
  const org = firstOrganization(store);
  const admin = firstBySeq(store.recordsIn('members', 'byOrganization', org.id).filter((m) => m.role === 'admin'));
  if (!admin) throw new Error(`organization ${org.id} has no admin member`);
  return admin.user;
}
